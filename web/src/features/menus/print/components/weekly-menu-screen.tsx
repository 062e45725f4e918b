import { useSearchParams } from "react-router";
import { useDocumentTitle } from "@/lib/use-document-title";
import { MenuWizardPage } from "../../wizard";
import { PrintMenuPage } from "./print-menu-page";

/** /cardapio-semanal: ?id=… is one menu to print; anything else (?novo=1 included) is the wizard. */
export function WeeklyMenuScreen() {
  const [params] = useSearchParams();
  const id = params.get("id");
  useDocumentTitle(id ? "Imprimir cardápio" : "Novo cardápio semanal");
  return id ? <PrintMenuPage key={id} id={id} /> : <MenuWizardPage />;
}
