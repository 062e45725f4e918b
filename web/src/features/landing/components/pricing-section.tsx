import { FREE_RECIPE_QUOTA, PREMIUM_PRICE_CENTS } from "@chefzap/shared";
import { useUser } from "@/lib/session";
import { formatCents } from "@/lib/format-money";
import { PricingCard } from "./pricing-card";
import { SectionHeading } from "./section-heading";

export function PricingSection() {
  const { isAuthenticated } = useUser();
  return (
    <section id="precos" aria-labelledby="precos-titulo" className="scroll-mt-20 bg-muted/60 py-16 lg:py-24">
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        <SectionHeading
          id="precos-titulo"
          eyebrow="Preços"
          title="Comece grátis, assine quando quiser"
          description="Sem fidelidade: você cancela a assinatura a qualquer momento."
        />
        <div className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
          <PricingCard
            name="Grátis"
            price={formatCents(0)}
            description="Para experimentar o ChefZap."
            features={[
              `${FREE_RECIPE_QUOTA} receitas com IA`,
              "Sem cartão de crédito",
              "Acesso completo aos recursos",
            ]}
            cta={
              isAuthenticated
                ? { label: "Criar uma receita", to: "/#ingredientes" }
                : { label: "Começar grátis", to: "/register" }
            }
          />
          <PricingCard
            name="Premium"
            price={formatCents(PREMIUM_PRICE_CENTS)}
            period="/mês"
            description="Para quem cozinha todo dia."
            features={[
              "Receitas ilimitadas",
              "Histórico completo",
              "Integração com WhatsApp",
              "Suporte prioritário",
            ]}
            cta={{ label: "Assinar Premium", to: isAuthenticated ? "/subscribe" : "/register" }}
            highlighted
          />
        </div>
      </div>
    </section>
  );
}
