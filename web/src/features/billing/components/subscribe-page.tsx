import type { PublicUser, SubscriptionInfo } from "@chefzap/shared";
import { Link } from "react-router";
import { PlanComparison } from "@/components/plans/plan-comparison";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useUser } from "@/lib/session";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSubscription } from "../api/get-subscription";
import { useLiveSubscription } from "../hooks/use-live-subscription";
import { BillingUnavailableNote } from "./billing-unavailable-note";
import { CheckoutButton } from "./checkout-button";
import { CurrentPlanNote } from "./current-plan-note";
import { SignUpToSubscribe } from "./sign-up-to-subscribe";
import { SubscribeIntro } from "./subscribe-intro";
import { SubscriptionCard } from "./subscription-card";
import { SubscriptionCardSkeleton } from "./subscription-card-skeleton";
import { SubscriptionLoadError } from "./subscription-load-error";

/** A card for whoever has (or had) something to manage: Premium now, or invoices from before. */
const hasSubscription = (info: SubscriptionInfo) =>
  info.plan === "premium" || info.source !== "none" || info.invoices.length > 0;

function planActions(user: PublicUser | null, premium: boolean, info: SubscriptionInfo | undefined) {
  if (!user) {
    return {
      free: (
        <Button asChild size="lg" variant="outline" className="w-full">
          <Link to="/register">Começar grátis</Link>
        </Button>
      ),
      premium: <SignUpToSubscribe />,
    };
  }
  if (premium) return { free: null, premium: <CurrentPlanNote /> };
  return {
    free: <CurrentPlanNote />,
    premium: <CheckoutButton disabled={info?.billingAvailable === false} />,
  };
}

/**
 * /subscribe: Grátis and Premium side by side; "Assinar Premium" goes to the provider's checkout, a
 * visitor signs up first, and whoever has a subscription sees "Minha assinatura" above the plans.
 */
export function SubscribePage() {
  const { user, isLoading } = useUser();
  const signedIn = user !== null;
  const subscription = useSubscription({ enabled: signedIn });
  useLiveSubscription(signedIn);
  const info = subscription.data;
  const premium = (info?.plan ?? user?.plan) === "premium";
  useDocumentTitle(premium ? "Minha assinatura" : "Assinar Premium");

  const actions = planActions(user, premium, info);
  const waiting = <Skeleton className="h-12" />;

  return (
    <main className="mx-auto grid w-full max-w-5xl gap-10 px-4 py-8 sm:px-6 sm:py-12">
      <SubscribeIntro user={user} premium={premium} />
      {signedIn && (
        // Hidden when it holds nothing, so a free account's page keeps an even rhythm.
        <div className="mx-auto grid w-full max-w-4xl gap-4 empty:hidden">
          {subscription.isError && (
            <SubscriptionLoadError error={subscription.error} onRetry={() => void subscription.refetch()} />
          )}
          {subscription.isPending && premium && <SubscriptionCardSkeleton />}
          {info && hasSubscription(info) && <SubscriptionCard info={info} />}
          {info && !info.billingAvailable && !premium && <BillingUnavailableNote />}
        </div>
      )}
      <section aria-labelledby="comparar-planos" className="grid gap-6">
        <h2 id="comparar-planos" className="text-center text-2xl font-extrabold tracking-tight">
          Compare os planos
        </h2>
        <PlanComparison
          premiumFirst
          freeAction={isLoading ? waiting : actions.free}
          premiumAction={isLoading ? waiting : actions.premium}
        />
        <div className="mx-auto grid max-w-2xl gap-1 text-center text-sm text-muted-foreground">
          <p className="font-semibold text-foreground">
            Cancele quando quiser: o Premium continua até o fim do período pago.
          </p>
          <p>Pagamento com cartão processado pela Stripe. O ChefZap não recebe os dados do seu cartão.</p>
        </div>
      </section>
    </main>
  );
}
