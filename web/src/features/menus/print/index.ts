export { PrintMenuPage } from "./components/print-menu-page";
export { WeeklyMenuScreen } from "./components/weekly-menu-screen";
