import { PREMIUM_PRICE_CENTS } from "@chefzap/shared";
import { Button } from "@/components/ui/button";
import { formatCents } from "@/lib/format-money";
import { PlanLink } from "./plan-link";

/** A free account gets the why and the way to the plan; no code, since the api would refuse it. */
export function PremiumOffer() {
  return (
    <div className="grid gap-4">
      <p className="max-w-prose text-sm text-muted-foreground">
        Mande seus ingredientes por mensagem e receba a receita ali mesmo na conversa. O ChefZap no WhatsApp
        faz parte do plano Premium, por{" "}
        <strong className="text-foreground">{formatCents(PREMIUM_PRICE_CENTS)}/mês</strong>, com receitas
        ilimitadas.
      </p>
      <Button asChild variant="secondary" className="w-full sm:w-auto sm:justify-self-start">
        <PlanLink />
      </Button>
    </div>
  );
}
