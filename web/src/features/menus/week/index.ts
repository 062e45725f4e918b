export { MenuCard } from "./components/menu-card";
export { MenusTab } from "./components/menus-tab";
export { PremiumNote } from "./components/premium-note";
