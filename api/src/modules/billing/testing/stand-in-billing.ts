import {
  addMonth,
  seconds,
  type StandInEvent,
  type StandInState,
  type StripeObject,
} from "./stand-in-state.ts";

type Subscription = StripeObject & {
  customer: string;
  status: string;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  items: {
    data: Array<
      StripeObject & { price: StripeObject; current_period_start: number; current_period_end: number }
    >;
  };
};

/**
 * What Stripe does to subscriptions over time, on the stand-in's clock: a checkout paid, renewals that
 * succeed or fail, cancellation at the period's end, refunds. Each returns the events it raised, in
 * Stripe's order, for the server to deliver.
 */
export function createStandInBilling(state: StandInState, pagesBase: () => string) {
  const now = () => seconds(state.clock.now());

  function subscription(id: string): Subscription {
    const found = state.get(id, "subscription");
    if (!found) throw new Error(`stand-in: no subscription ${id}`);
    return found as Subscription;
  }

  function item(sub: Subscription) {
    return sub.items.data[0]!;
  }

  /** A charge of the customer's card: paid, or declined (the card of a failed renewal). */
  function charge(customer: string, amount: number, currency: string, paid: boolean) {
    const charge = state.put({
      id: state.newId("ch"),
      object: "charge",
      amount,
      amount_refunded: 0,
      refunded: false,
      currency,
      customer,
      paid,
      status: paid ? "succeeded" : "failed",
      payment_intent: null as string | null,
      receipt_url: paid ? `${pagesBase()}/receipts/${state.newId("rcpt")}` : null,
      payment_method_details: { type: "card", card: { brand: "visa", last4: paid ? "4242" : "0341" } },
      created: now(),
    });
    const intent = state.put({
      id: state.newId("pi"),
      object: "payment_intent",
      amount,
      currency,
      customer,
      status: paid ? "succeeded" : "requires_payment_method",
      latest_charge: charge.id,
    });
    charge.payment_intent = intent.id;
    return intent;
  }

  /** The invoice of one period, charged at once. */
  function invoice(sub: Subscription, reason: string, paid: boolean) {
    const { price, current_period_start: start, current_period_end: end } = item(sub);
    const amount = Number(price.unit_amount);
    const currency = String(price.currency);
    const intent = charge(sub.customer, amount, currency, paid);
    const id = state.newId("in");
    sub.latest_invoice = id;
    return state.put({
      id,
      object: "invoice",
      customer: sub.customer,
      status: paid ? "paid" : "open",
      currency,
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      attempted: true,
      attempt_count: 1,
      billing_reason: reason,
      created: now(),
      hosted_invoice_url: `${pagesBase()}/invoices/${id}`,
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      status_transitions: { finalized_at: now(), paid_at: paid ? now() : null },
      lines: {
        object: "list",
        data: [{ id: state.newId("il"), object: "line_item", amount, currency, period: { start, end } }],
      },
      payments: {
        object: "list",
        data: [
          {
            id: state.newId("inpay"),
            object: "invoice_payment",
            is_default: true,
            status: paid ? "paid" : "open",
            payment: { type: "payment_intent", payment_intent: intent.id },
          },
        ],
      },
    });
  }

  function startPeriod(sub: Subscription, from: number) {
    const start = new Date(from * 1000);
    item(sub).current_period_start = from;
    item(sub).current_period_end = seconds(addMonth(start));
  }

  /** A refund of a payment (all that is left of it by default), as POST /v1/refunds makes. */
  function refundPayment(paymentIntent: string, options: { amount?: number; reason?: string } = {}) {
    const intent = state.get(paymentIntent, "payment_intent")!;
    const refunded = state.get(String(intent.latest_charge), "charge")!;
    const before = Number(refunded.amount_refunded);
    const total = Math.min(Number(refunded.amount), before + (options.amount ?? Infinity));
    Object.assign(refunded, { amount_refunded: total, refunded: total === refunded.amount });
    const refund = state.put({
      id: state.newId("re"),
      object: "refund",
      amount: total - before,
      currency: refunded.currency,
      charge: refunded.id,
      payment_intent: intent.id,
      reason: options.reason ?? null,
      status: "succeeded",
      created: now(),
    });
    return { refund, events: [state.raise("charge.refunded", refunded)] };
  }

  return {
    subscription,

    /** The "Pagar" button: the subscription starts, its first invoice is paid. */
    completeCheckout(session: StripeObject): StandInEvent[] {
      const price = state.get(String(session.price), "price")!;
      const metadata = (session.subscription_metadata ?? {}) as Record<string, string>;
      const sub = state.put({
        id: state.newId("sub"),
        object: "subscription",
        customer: String(session.customer),
        status: "active",
        currency: String(price.currency),
        metadata,
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        created: now(),
        start_date: now(),
        latest_invoice: null as string | null,
        items: {
          object: "list",
          data: [
            {
              id: state.newId("si"),
              object: "subscription_item",
              price,
              quantity: 1,
              current_period_start: 0,
              current_period_end: 0,
            },
          ],
        },
      }) as Subscription;
      startPeriod(sub, now());
      const first = invoice(sub, "subscription_create", true);
      Object.assign(session, { status: "complete", payment_status: "paid", subscription: sub.id });
      return [
        state.raise("customer.subscription.created", sub),
        state.raise("invoice.finalized", first),
        state.raise("invoice.paid", first),
        state.raise("checkout.session.completed", session),
      ];
    },

    /** Closed before it was paid (a newer checkout of the same customer): its page can no longer pay. */
    expireCheckout(session: StripeObject): StandInEvent[] {
      Object.assign(session, { status: "expired", url: null });
      return [state.raise("checkout.session.expired", session)];
    },

    /** The period ends: a cancelled subscription ends, any other renews (its charge paid or declined). */
    endPeriod(id: string, options: { declined?: boolean } = {}): StandInEvent[] {
      const sub = subscription(id);
      const end = item(sub).current_period_end;
      state.clock.set(new Date(end * 1000));
      if (sub.cancel_at_period_end) {
        Object.assign(sub, { status: "canceled", canceled_at: sub.canceled_at ?? end, ended_at: end });
        return [state.raise("customer.subscription.deleted", sub)];
      }
      startPeriod(sub, end);
      const renewal = invoice(sub, "subscription_cycle", !options.declined);
      sub.status = options.declined ? "past_due" : "active";
      return [
        state.raise(options.declined ? "invoice.payment_failed" : "invoice.paid", renewal),
        state.raise("customer.subscription.updated", sub),
      ];
    },

    /** Stripe retries the failed renewal: the bank says yes (paid) or no again. */
    retryOpenInvoice(id: string, paid: boolean): StandInEvent[] {
      const sub = subscription(id);
      const open = state.get(String(sub.latest_invoice), "invoice")!;
      const intent = charge(sub.customer, Number(open.amount_due), String(open.currency), paid);
      const payments = open.payments as { data: Array<{ payment: { payment_intent: string } }> };
      payments.data[0]!.payment.payment_intent = intent.id;
      open.attempt_count = Number(open.attempt_count) + 1;
      if (!paid) {
        return [
          state.raise("invoice.payment_failed", open),
          state.raise("customer.subscription.updated", sub),
        ];
      }
      Object.assign(open, {
        status: "paid",
        amount_paid: open.amount_due,
        amount_remaining: 0,
        status_transitions: { finalized_at: open.created, paid_at: now() },
      });
      sub.status = "active";
      return [state.raise("invoice.paid", open), state.raise("customer.subscription.updated", sub)];
    },

    setCancelAtPeriodEnd(id: string, cancel: boolean): StandInEvent[] {
      const sub = subscription(id);
      Object.assign(sub, { cancel_at_period_end: cancel, canceled_at: cancel ? now() : null });
      return [state.raise("customer.subscription.updated", sub)];
    },

    /** Ended at once, no refund (an account being deleted, or retries given up). */
    cancelNow(id: string): StandInEvent[] {
      const sub = subscription(id);
      Object.assign(sub, { status: "canceled", canceled_at: now(), ended_at: now() });
      return [state.raise("customer.subscription.deleted", sub)];
    },

    /** Gives back `amount` centavos of the invoice's payment (all of it by default). */
    refund(invoiceId: string, amount?: number): StandInEvent[] {
      const paid = state.get(invoiceId, "invoice")!;
      const payments = paid.payments as { data: Array<{ payment: { payment_intent: string } }> };
      return refundPayment(payments.data[0]!.payment.payment_intent, { amount }).events;
    },

    refundPayment,
  };
}

export type StandInBilling = ReturnType<typeof createStandInBilling>;
