import {
  CURRENCY,
  PREMIUM_PRICE_CENTS,
  type Invoice,
  type Plan,
  type SubscriptionInfo,
} from "@chefzap/shared";
import type { PaymentRow, SubscriptionRow } from "../../db/schema/index.ts";
import { graceUntil, subscriptionEntitles } from "../entitlements/index.ts";

export const INVOICES_SHOWN = 24;

export interface InfoInput {
  plan: Plan;
  /** Newest first. */
  subscriptions: SubscriptionRow[];
  payments: PaymentRow[];
  graceDays: number;
  now: Date;
  billingAvailable: boolean;
}

function toInvoice(payment: PaymentRow): Invoice {
  return {
    id: payment.providerInvoiceId,
    amountCents: payment.amountCents,
    currency: payment.currency,
    status: payment.status,
    method: payment.method,
    createdAt: (payment.paidAt ?? payment.failedAt ?? payment.createdAt).toISOString(),
    receiptUrl: payment.receiptUrl,
  };
}

/** The subscription the page is about: the one giving Premium now, else the newest. */
export function currentSubscription(input: Pick<InfoInput, "subscriptions" | "graceDays" | "now">) {
  return (
    input.subscriptions.find((s) => subscriptionEntitles(s, input.graceDays, input.now)) ??
    input.subscriptions[0]
  );
}

/** What GET /api/billing/subscription and the "billing:updated" event carry. */
export function toSubscriptionInfo(input: InfoInput): SubscriptionInfo {
  const subscription = currentSubscription(input);
  const paying = subscription !== undefined && subscriptionEntitles(subscription, input.graceDays, input.now);
  const grace = subscription ? graceUntil(subscription, input.graceDays) : null;
  return {
    plan: input.plan,
    source: input.plan === "free" ? "none" : paying ? "subscription" : "manual",
    state: subscription?.state ?? "none",
    cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
    currentPeriodEnd: subscription?.currentPeriodEnd?.toISOString() ?? null,
    graceUntil: grace?.toISOString() ?? null,
    amountCents: subscription?.amountCents ?? PREMIUM_PRICE_CENTS,
    currency: subscription?.currency ?? CURRENCY,
    invoices: input.payments.slice(0, INVOICES_SHOWN).map(toInvoice),
    billingAvailable: input.billingAvailable,
  };
}
