import { useSearchParams } from "react-router";
import { MenuWizardPage } from "../../wizard";
import { PrintMenuPage } from "./print-menu-page";

/** /cardapio-semanal: ?id=… is one menu to print; anything else (?novo=1 included) is the wizard. */
export function WeeklyMenuScreen() {
  const [params] = useSearchParams();
  const id = params.get("id");
  return id ? <PrintMenuPage key={id} id={id} /> : <MenuWizardPage />;
}
