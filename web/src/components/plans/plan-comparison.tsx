import { FREE_RECIPE_QUOTA, PREMIUM_PRICE_CENTS } from "@chefzap/shared";
import type { ReactNode } from "react";
import { formatCents } from "@/lib/format-money";
import { PlanCard } from "./plan-card";

export const FREE_PLAN_FEATURES = [
  `${FREE_RECIPE_QUOTA} receitas com IA`,
  "Sem cartão de crédito",
  "Acesso completo aos recursos",
] as const;

export const PREMIUM_PLAN_FEATURES = [
  "Receitas ilimitadas",
  "Histórico completo",
  "Nova Versão: outras versões de cada receita",
  "Cardápios semanais com lista de compras",
  "Integração com WhatsApp",
  "Suporte prioritário",
] as const;

interface PlanComparisonProps {
  freeAction: ReactNode;
  premiumAction: ReactNode;
  /**
   * Premium before Grátis, on screen and for the keyboard alike: the plans page is reached to
   * upgrade, and on a phone, where the cards stack, the button is then in view.
   */
  premiumFirst?: boolean;
}

/** Grátis and Premium side by side, as the landing's pricing and /subscribe both sell them. */
export function PlanComparison({ freeAction, premiumAction, premiumFirst = false }: PlanComparisonProps) {
  const free = (
    <PlanCard
      key="free"
      name="Grátis"
      price={formatCents(0)}
      description="Para experimentar o ChefZap."
      features={FREE_PLAN_FEATURES}
      action={freeAction}
    />
  );
  const premium = (
    <PlanCard
      key="premium"
      name="Premium"
      price={formatCents(PREMIUM_PRICE_CENTS)}
      period="/mês"
      description="Para quem cozinha todo dia."
      features={PREMIUM_PLAN_FEATURES}
      action={premiumAction}
      highlighted
    />
  );
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 md:grid-cols-2">
      {premiumFirst ? [premium, free] : [free, premium]}
    </div>
  );
}
