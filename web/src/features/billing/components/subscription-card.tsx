import type { SubscriptionInfo } from "@chefzap/shared";
import { Crown } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { formatDate } from "@/lib/format-date";
import { formatCents } from "@/lib/format-money";
import { nextCharge, subscriptionStatus } from "../lib/subscription-status";
import { InvoiceList } from "./invoice-list";
import { SubscriptionActions } from "./subscription-actions";
import { SubscriptionStatusBadge } from "./subscription-status-badge";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{term}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

/** "Minha assinatura": the plan, its status, the next charge, what can be done, and the invoices. */
export function SubscriptionCard({ info }: { info: SubscriptionInfo }) {
  const status = subscriptionStatus(info);
  const charge = nextCharge(info);
  const premium = info.plan === "premium";
  return (
    <Card
      role="region"
      aria-labelledby="minha-assinatura-titulo"
      id="minha-assinatura"
      className="grid gap-5 p-5 sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-accent text-accent-foreground">
          <Crown aria-hidden="true" className="size-5" />
        </span>
        <h2 id="minha-assinatura-titulo" className="text-xl font-bold">
          Minha assinatura
        </h2>
      </div>
      <dl className="grid gap-4 sm:flex sm:flex-wrap sm:gap-x-12">
        <Fact term="Plano">{premium ? `Premium · ${formatCents(info.amountCents)}/mês` : "Grátis"}</Fact>
        <Fact term="Situação">
          <SubscriptionStatusBadge label={status.label} tone={status.tone} />
        </Fact>
        {charge && (
          <Fact term="Próxima cobrança">
            {formatCents(charge.amountCents)} em {formatDate(charge.date)}
          </Fact>
        )}
      </dl>
      {status.detail && <p className="text-sm text-muted-foreground">{status.detail}</p>}
      <SubscriptionActions info={info} />
      {(info.source === "subscription" || info.invoices.length > 0) && (
        <section aria-labelledby="faturas-titulo" className="grid gap-2">
          <h3 id="faturas-titulo" className="font-bold">
            Faturas
          </h3>
          <InvoiceList invoices={info.invoices} />
        </section>
      )}
    </Card>
  );
}
