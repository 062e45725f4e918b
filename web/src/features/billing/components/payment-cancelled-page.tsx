import { CircleSlash } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { PLANS_PATH } from "@/lib/plans-path";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ReturnPanel } from "./return-panel";

/** /subscribe/cancelado: the cook left the checkout without paying. */
export function PaymentCancelledPage() {
  useDocumentTitle("Pagamento não concluído");
  return (
    <ReturnPanel
      icon={<CircleSlash aria-hidden="true" className="size-8" />}
      iconClassName="bg-muted text-muted-foreground"
      title="Pagamento não concluído"
      actions={
        <>
          <Button asChild size="lg">
            <Link to={PLANS_PATH}>Voltar aos planos</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/dashboard">Ir para o painel</Link>
          </Button>
        </>
      }
    >
      <p>Nada foi cobrado no seu cartão.</p>
      <p>Você pode assinar o Premium quando quiser, ou continuar no plano Grátis.</p>
    </ReturnPanel>
  );
}
