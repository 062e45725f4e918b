import { Clock, Crown, LoaderCircle } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { PLANS_PATH } from "@/lib/plans-path";
import { returnAfterAuth } from "@/lib/return-after-auth";
import { useUser } from "@/lib/session";
import { useDocumentTitle } from "@/lib/use-document-title";
import { usePaymentConfirmation, type Confirmation } from "../hooks/use-payment-confirmation";
import { ReturnPanel } from "./return-panel";

const titles: Record<Confirmation, string> = {
  waiting: "Confirmando seu pagamento…",
  premium: "Premium ativado!",
  slow: "Seu pagamento está sendo confirmado",
};

function PremiumActions() {
  return (
    <>
      <Button asChild size="lg">
        <Link to="/#ingredientes">Gerar uma receita</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to="/dashboard">Ir para o painel</Link>
      </Button>
    </>
  );
}

function SlowActions({ onCheckAgain }: { onCheckAgain: () => void }) {
  return (
    <>
      <Button size="lg" onClick={onCheckAgain}>
        Verificar de novo
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to={PLANS_PATH}>Minha assinatura</Link>
      </Button>
    </>
  );
}

function Message({ state, sessionId }: { state: Confirmation; sessionId: string | null }) {
  if (state === "premium") {
    return (
      <>
        <p>
          Suas receitas agora são ilimitadas, e a Nova Versão, os cardápios semanais e o WhatsApp estão
          liberados.
        </p>
        <p>
          <Link to={PLANS_PATH} className="font-semibold text-primary underline-offset-4 hover:underline">
            Ver minha assinatura
          </Link>
        </p>
      </>
    );
  }
  if (state === "slow") {
    return (
      <>
        <p>
          A confirmação do pagamento pode levar alguns minutos. Você não precisa pagar de novo: assim que ela
          chegar, o Premium é ativado e você recebe o recibo por e-mail.
        </p>
        <p>Atualize esta página daqui a pouco para conferir.</p>
        {sessionId && (
          <p className="text-xs break-all">Se precisar falar com o suporte, informe o código {sessionId}.</p>
        )}
      </>
    );
  }
  return <p>Isso costuma levar só alguns segundos. Pode deixar esta página aberta.</p>;
}

/** /subscribe/sucesso: back from the checkout, waiting for the provider to confirm the payment. */
export function PaymentSuccessPage() {
  const { user, isLoading } = useUser();
  const [params] = useSearchParams();
  const { state, checkAgain } = usePaymentConfirmation(user !== null);
  useDocumentTitle(state === "premium" ? "Premium ativado" : "Confirmando pagamento");

  if (!isLoading && !user) {
    return (
      <ReturnPanel
        icon={<Crown aria-hidden="true" className="size-8" />}
        iconClassName="bg-accent text-accent-foreground"
        title="Entre para ver sua assinatura"
        actions={
          <Button asChild size="lg">
            <Link to="/auth" onClick={() => returnAfterAuth(PLANS_PATH)}>
              Entrar
            </Link>
          </Button>
        }
      >
        <p>Seu pagamento fica guardado na sua conta. Entre para conferir se o Premium já foi ativado.</p>
      </ReturnPanel>
    );
  }

  const icon = {
    waiting: <LoaderCircle aria-hidden="true" className="size-8 animate-spin" />,
    premium: <Crown aria-hidden="true" className="size-8" />,
    slow: <Clock aria-hidden="true" className="size-8" />,
  }[state];

  return (
    <ReturnPanel
      icon={icon}
      iconClassName={
        state === "premium" ? "bg-success text-success-foreground" : "bg-accent text-accent-foreground"
      }
      title={titles[state]}
      actions={
        state === "premium" ? (
          <PremiumActions />
        ) : state === "slow" ? (
          <SlowActions onCheckAgain={checkAgain} />
        ) : undefined
      }
    >
      <Message state={state} sessionId={params.get("session_id")} />
    </ReturnPanel>
  );
}
