export { ScannerDialog } from "./components/scanner-dialog";
