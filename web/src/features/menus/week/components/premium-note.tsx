import { PREMIUM_PRICE_CENTS } from "@chefzap/shared";
import { Crown } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { formatCents } from "@/lib/format-money";
import { PLANS_PATH } from "@/lib/plans-path";

/** A free account learns why it cannot generate a week, and where to change that (the api refuses it). */
export function PremiumNote() {
  return (
    <div className="grid gap-3 rounded-xl border border-accent bg-accent/15 p-4 text-left">
      <p className="flex items-center gap-2 font-bold">
        <Crown aria-hidden="true" className="size-5 text-primary" />
        Cardápios semanais são do plano Premium
      </p>
      <p className="max-w-prose text-sm text-muted-foreground">
        Com o Premium, por <strong className="text-foreground">{formatCents(PREMIUM_PRICE_CENTS)}/mês</strong>
        , você gera semanas inteiras calculadas para a sua meta de calorias, com a lista de compras pronta, e
        receitas ilimitadas. Seu perfil e suas preferências já ficam salvos para quando assinar.
      </p>
      <Button asChild variant="secondary" className="w-full sm:w-auto sm:justify-self-start">
        <Link to={PLANS_PATH}>Conhecer o Premium</Link>
      </Button>
    </div>
  );
}
