import type Stripe from "stripe";
import type { BillingEvent } from "../provider.ts";
import { idOf } from "./stripe-mappers.ts";

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** What an event names, read from its object; undefined when it is not one of ours. */
type Reading = (object: never) => DistributiveOmit<BillingEvent, "id" | "type" | "createdAt"> | undefined;

const subscriptionChanged = (subscription: Stripe.Subscription) => ({
  kind: "subscription" as const,
  subscriptionId: subscription.id,
  userId: subscription.metadata?.userId || null,
});

/** The events ChefZap acts on, and which object each one names; anything else is recorded and ignored. */
const READINGS: Record<string, Reading> = {
  "checkout.session.completed": (session: Stripe.Checkout.Session) => {
    const subscriptionId = idOf(session.subscription);
    if (session.mode !== "subscription" || !subscriptionId) return undefined;
    return { kind: "subscription", subscriptionId, userId: session.client_reference_id };
  },
  "customer.subscription.created": subscriptionChanged,
  "customer.subscription.updated": subscriptionChanged,
  "customer.subscription.deleted": subscriptionChanged,
  "invoice.paid": (invoice: Stripe.Invoice) => ({ kind: "invoice", invoiceId: invoice.id, failed: false }),
  "invoice.payment_failed": (invoice: Stripe.Invoice) => ({
    kind: "invoice",
    invoiceId: invoice.id,
    failed: true,
  }),
  "charge.refunded": (charge: Stripe.Charge) => ({ kind: "refund", chargeId: charge.id }),
};

export function toBillingEvent(event: Stripe.Event): BillingEvent {
  const base = { id: event.id, type: event.type, createdAt: new Date(event.created * 1000) };
  const reading = READINGS[event.type]?.(event.data.object as never);
  return reading ? { ...base, ...reading } : { ...base, kind: "ignored" };
}
