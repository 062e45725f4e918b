export { MenuWizardPage } from "./components/menu-wizard-page";
