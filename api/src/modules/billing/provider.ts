import type { InvoiceStatus, SubscriptionState } from "@chefzap/shared";

/**
 * A payment provider reduced to what ChefZap does with it: a hosted checkout, a hosted portal, cancel
 * and resume at the end of the period, and reads of its subscriptions, invoices and refunds. Webhooks
 * become `BillingEvent`s that only say what changed and where; the billing service then reads the
 * provider's current state, so no vendor payload (or its order) reaches the rest of the api.
 *
 * A second provider (Pix recurring, "Pix Automático", is where Brazilian users are going; Stripe's
 * Brazilian accounts cannot offer it) is another implementation of this interface: Mercado Pago's
 * preapproval or Asaas's subscriptions (card, boleto and Pix) map to the same calls: checkout → their
 * hosted payment link, portal → their subscriber page (or our own cancel/resume), fetchSubscription →
 * their subscription read, parseWebhook → their signed notification (Mercado Pago's x-signature HMAC,
 * Asaas's access token header). Rows already carry a `provider` column and events are keyed by
 * (provider, event id); what is left is choosing the provider per checkout (a "Pagar com Pix" button),
 * a webhook route per provider (`/api/billing/webhook/<name>`), and the service holding providers by
 * name so cancel, resume and the portal go to the provider named on the user's subscription row.
 */
export interface BillingProvider {
  readonly name: string;
  /** Real money (Stripe's live keys), not a test account. */
  readonly live: boolean;
  /** Created once per user (the service stores it); `idempotencyKey` makes a retried call return the same. */
  createCustomer(user: { id: string; email: string; name: string }): Promise<string>;
  /**
   * A hosted page where the user pays the Premium plan; answers its URL. The customer's other open
   * checkouts are closed, so two tabs cannot start two subscriptions.
   */
  createCheckout(input: CheckoutInput): Promise<string>;
  /** A hosted page where the user changes the card or cancels; answers its URL. */
  openPortal(input: { customerId: string; returnUrl: string }): Promise<string>;
  /** Cancels (true) or resumes (false) at the end of the period already paid for. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /** Ends the subscription now, with no further charge (the account is being deleted). */
  cancelNow(subscriptionId: string): Promise<void>;
  /**
   * Ends a subscription now and gives its latest payment back in full: one opened beside another, or
   * paid for an account deleted meanwhile. Safe to repeat: a second call refunds and cancels nothing.
   */
  endAndRefund(subscriptionId: string, reason: RefundReason): Promise<ProviderSubscription>;
  /** Expires the customer's open checkouts (the account is being deleted). */
  closeCheckouts(customerId: string): Promise<void>;
  fetchSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  fetchInvoice(invoiceId: string): Promise<ProviderInvoice>;
  /** How much of a payment has been given back. */
  fetchRefund(chargeId: string): Promise<ProviderRefund>;
  /** Verifies the signature and timestamp; throws DomainError("validation_failed") when they fail. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): BillingEvent;
}

export type RefundReason = "duplicate" | "account_deleted";

export interface CheckoutInput {
  customerId: string;
  userId: string;
  successUrl: string;
  cancelUrl: string;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** The user the checkout was opened for, as the provider keeps it in metadata. */
  userId: string | null;
  state: Exclude<SubscriptionState, "none">;
  priceId: string | null;
  amountCents: number;
  currency: string;
  interval: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  /** When the provider created it: of two running side by side, the older one is kept. */
  createdAt: Date | null;
}

export interface ProviderInvoice {
  id: string;
  subscriptionId: string | null;
  customerId: string | null;
  amountCents: number;
  currency: string;
  /** "refunded" once the whole payment was given back. */
  status: InvoiceStatus;
  /** The payment (Stripe's PaymentIntent) a refund will name. */
  paymentId: string | null;
  method: string | null;
  receiptUrl: string | null;
  /** Read with the invoice, so a refund that arrived before the invoice's own event is not lost. */
  refundedCents: number;
  paidAt: Date | null;
  periodStart: Date | null;
  periodEnd: Date | null;
}

export interface ProviderRefund {
  paymentId: string | null;
  refundedCents: number;
  /** The whole payment was given back. */
  full: boolean;
}

interface EventBase {
  id: string;
  type: string;
  /** When the provider recorded it (a failed charge's moment starts the grace period). */
  createdAt: Date;
}

/** What a webhook says changed: the service reads the named object's current state itself. */
export type BillingEvent = EventBase &
  (
    | { kind: "subscription"; subscriptionId: string; userId: string | null }
    | { kind: "invoice"; invoiceId: string; failed: boolean }
    | { kind: "refund"; chargeId: string }
    | { kind: "ignored" }
  );
