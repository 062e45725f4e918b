import type { InvoiceStatus } from "@chefzap/shared";
import type Stripe from "stripe";
import type { ProviderInvoice, ProviderSubscription } from "../provider.ts";

/** Stripe sends an id, or the object when it was expanded. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === "string" ? value : (value?.id ?? null);

const dateOf = (seconds: number | null | undefined): Date | null =>
  typeof seconds === "number" ? new Date(seconds * 1000) : null;

const STATES: Record<string, ProviderSubscription["state"]> = {
  active: "active",
  trialing: "trialing",
  past_due: "past_due",
  canceled: "canceled",
  unpaid: "unpaid",
  incomplete: "incomplete",
  // Never paid within Checkout's window: nothing to keep.
  incomplete_expired: "canceled",
  // Collection stopped: no payment, so no Premium, but it may come back.
  paused: "unpaid",
};

export function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  const periodEnd = dateOf(item?.current_period_end);
  // The portal may cancel with a date (`cancel_at`) instead of the period-end flag: the same to us.
  const cancelAt = dateOf(subscription.cancel_at);
  const live = subscription.status !== "canceled";
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? "",
    userId: subscription.metadata?.userId || null,
    state: STATES[subscription.status] ?? "unpaid",
    priceId: item?.price.id ?? null,
    amountCents: (item?.price.unit_amount ?? 0) * (item?.quantity ?? 1),
    currency: subscription.currency.toUpperCase(),
    interval: item?.price.recurring?.interval ?? "month",
    currentPeriodStart: dateOf(item?.current_period_start),
    currentPeriodEnd: cancelAt && live && (!periodEnd || cancelAt < periodEnd) ? cancelAt : periodEnd,
    cancelAtPeriodEnd: live && (subscription.cancel_at_period_end || cancelAt !== null),
    canceledAt: dateOf(subscription.canceled_at),
    createdAt: dateOf(subscription.created),
  };
}

function invoiceStatus(invoice: Stripe.Invoice): InvoiceStatus {
  if (invoice.status === "paid") return "paid";
  if (invoice.status === "uncollectible" || invoice.status === "void") return "failed";
  return invoice.attempted && invoice.amount_due > 0 ? "failed" : "open";
}

/** The invoice's payment, and the charge behind it when it was read (method and receipt live there). */
export function paymentIntentOf(invoice: Stripe.Invoice): string | null {
  const payments = invoice.payments?.data ?? [];
  const payment = payments.find((p) => p.is_default) ?? payments[0];
  return idOf(payment?.payment.payment_intent);
}

export function toInvoice(invoice: Stripe.Invoice, charge: Stripe.Charge | null): ProviderInvoice {
  const line = invoice.lines.data[0];
  return {
    id: invoice.id,
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    customerId: idOf(invoice.customer),
    amountCents: invoice.amount_due,
    currency: invoice.currency.toUpperCase(),
    status: charge?.refunded ? "refunded" : invoiceStatus(invoice),
    paymentId: paymentIntentOf(invoice),
    method: charge?.payment_method_details?.type ?? null,
    receiptUrl: charge?.receipt_url ?? invoice.hosted_invoice_url ?? null,
    refundedCents: charge?.amount_refunded ?? 0,
    paidAt: dateOf(invoice.status_transitions.paid_at),
    periodStart: dateOf(line?.period.start),
    periodEnd: dateOf(line?.period.end),
  };
}
