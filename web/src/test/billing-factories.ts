import type { Invoice, SubscriptionInfo } from "@chefzap/shared";

/** A paid monthly Premium, renewing on 22/12/2026, as GET /api/billing/subscription answers it. */
export function aSubscription(overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo {
  return {
    plan: "premium",
    source: "subscription",
    state: "active",
    cancelAtPeriodEnd: false,
    currentPeriodEnd: "2026-12-22T15:00:00.000Z",
    graceUntil: null,
    amountCents: 990,
    currency: "BRL",
    invoices: [anInvoice()],
    billingAvailable: true,
    ...overrides,
  };
}

/** A free account that never subscribed. */
export function noSubscription(overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo {
  return aSubscription({
    plan: "free",
    source: "none",
    state: "none",
    currentPeriodEnd: null,
    invoices: [],
    ...overrides,
  });
}

export function anInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: "in_1",
    amountCents: 990,
    currency: "BRL",
    status: "paid",
    method: "card",
    createdAt: "2026-11-22T15:00:00.000Z",
    receiptUrl: "https://pay.example.com/receipts/in_1",
    ...overrides,
  };
}
