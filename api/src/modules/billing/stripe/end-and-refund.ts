import Stripe from "stripe";
import type { RefundReason } from "../provider.ts";
import { idOf, paymentIntentOf } from "./stripe-mappers.ts";

const STRIPE_REASONS = { duplicate: "duplicate", account_deleted: "requested_by_customer" } as const;
const COMMENTS: Record<RefundReason, string> = {
  duplicate: "Second subscription of one account, refunded",
  account_deleted: "Paid for an account deleted meanwhile, refunded",
};

/** The payment of the subscription's latest invoice, refunded in full once, however often this runs. */
async function refundLatestPayment(
  stripe: Stripe,
  subscription: Stripe.Subscription,
  reason: RefundReason,
): Promise<void> {
  const invoiceId = idOf(subscription.latest_invoice);
  if (!invoiceId) return;
  const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ["payments"] });
  const paymentIntent = paymentIntentOf(invoice);
  if (invoice.status !== "paid" || !paymentIntent) return;
  await stripe.refunds
    .create(
      {
        payment_intent: paymentIntent,
        reason: STRIPE_REASONS[reason],
        metadata: { subscription: subscription.id, why: reason },
      },
      { idempotencyKey: `chefzap-refund-${paymentIntent}` },
    )
    .catch((error: unknown) => {
      // Past the idempotency key's 24 hours, a repeat is told the money was already given back.
      if (error instanceof Stripe.errors.StripeError && error.code === "charge_already_refunded") return;
      throw error;
    });
}

/**
 * Refund first, then cancel: if the cancel fails, the subscription still runs and the next attempt
 * does both again (the refund is not repeated); the other order could leave a payment never refunded,
 * as an ended subscription is no longer looked at.
 */
export async function endAndRefund(
  stripe: Stripe,
  id: string,
  reason: RefundReason,
): Promise<Stripe.Subscription> {
  const subscription = await stripe.subscriptions.retrieve(id);
  await refundLatestPayment(stripe, subscription, reason);
  if (subscription.status === "canceled") return subscription;
  return stripe.subscriptions.cancel(id, {
    prorate: false,
    invoice_now: false,
    cancellation_details: { comment: COMMENTS[reason] },
  });
}
