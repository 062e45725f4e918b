import { Link } from "react-router";
import { PlanComparison } from "@/components/plans/plan-comparison";
import { Button } from "@/components/ui/button";
import { PLANS_PATH } from "@/lib/plans-path";
import { returnAfterAuth } from "@/lib/return-after-auth";
import { useUser } from "@/lib/session";
import { SectionHeading } from "./section-heading";

export function PricingSection() {
  const { user, isAuthenticated } = useUser();
  return (
    <section
      id="precos"
      aria-labelledby="precos-titulo"
      className="below-fold scroll-mt-20 bg-muted/60 py-16 lg:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        <SectionHeading
          id="precos-titulo"
          eyebrow="Preços"
          title="Comece grátis, assine quando quiser"
          description="Sem fidelidade: você cancela a assinatura a qualquer momento."
        />
        <div className="mt-12">
          <PlanComparison
            freeAction={
              <Button asChild size="lg" variant="outline" className="w-full">
                {isAuthenticated ? (
                  <Link to="/#ingredientes">Criar uma receita</Link>
                ) : (
                  <Link to="/register">Começar grátis</Link>
                )}
              </Button>
            }
            premiumAction={
              <Button asChild size="lg" className="w-full">
                {user?.plan === "premium" ? (
                  // A subscriber is not offered what they already have: their subscription is there.
                  <Link to={PLANS_PATH}>Minha assinatura</Link>
                ) : isAuthenticated ? (
                  <Link to={PLANS_PATH}>Assinar Premium</Link>
                ) : (
                  // Spec: a visitor signs up first; the plans page opens once the account exists.
                  <Link to="/register" onClick={() => returnAfterAuth(PLANS_PATH)}>
                    Assinar Premium
                  </Link>
                )}
              </Button>
            }
          />
        </div>
      </div>
    </section>
  );
}
