import { DomainError } from "@chefzap/shared";
import type { Logger } from "pino";
import Stripe from "stripe";
import type { BillingProvider } from "../provider.ts";
import { endAndRefund } from "./end-and-refund.ts";
import { premiumPriceMismatch } from "./premium-price.ts";
import { toBillingEvent } from "./stripe-events.ts";
import { idOf, paymentIntentOf, toInvoice, toSubscription } from "./stripe-mappers.ts";

/** Pinned: Stripe's objects change shape between versions, and the mappers read this one. */
export const STRIPE_API_VERSION = "2026-10-28.endive";
/** Stripe's own advice: signatures older than five minutes are refused (replays of captured requests). */
const SIGNATURE_TOLERANCE_S = 300;
/**
 * The reads a webhook makes before it answers: short and not retried, so a slow Stripe makes the
 * webhook answer 503 in seconds (Stripe delivers it again later) rather than hold it past Stripe's own
 * wait; at most three of them run for one event.
 */
const WEBHOOK_READ: Stripe.RequestOptions = { timeout: 3000, maxNetworkRetries: 0 };

const invalidSignature = () =>
  new DomainError("validation_failed", "Assinatura do webhook inválida ou expirada.", {
    reason: "invalid_signature",
  });

/** The `t=` of a Stripe-Signature header, in seconds; 0 when there is none. */
function signedAt(signature: string | undefined): number {
  const match = /(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(signature ?? "");
  return match ? Number(match[1]) : 0;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  /** Another address for the API (a local stand-in); Stripe's own when unset. */
  apiBase?: string | undefined;
}

/** The client, pointed at `apiBase` by host, port and protocol when one is given. */
export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  const protocol = base?.protocol === "http:" ? "http" : "https";
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    // One retry (with Stripe's idempotency keys, safe for creates) and a bound the webhook can wait for.
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (protocol === "http" ? 80 : 443),
      protocol,
    }),
  });
}

/** Stripe being down or refusing a call is not our bug: the user reads billing_unavailable (503). */
function guard(logger: Logger) {
  return async <T>(what: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      logger.warn({ err: error, call: what }, "stripe call failed");
      throw new DomainError("billing_unavailable");
    }
  };
}

export function createStripeProvider(settings: StripeSettings, logger: Logger): BillingProvider {
  const stripe = createStripeClient(settings.secretKey, settings.apiBase);
  const call = guard(logger);
  let priceChecked = false;

  /**
   * STRIPE_PRICE_ID is read once before the first checkout: a price in another currency, another
   * cycle or another amount would charge what the plans page does not say, so checkout is refused
   * (billing_unavailable) with a log that names what is wrong, until the setting is fixed.
   */
  async function checkPrice(): Promise<void> {
    if (priceChecked) return;
    const price = await stripe.prices.retrieve(settings.priceId).catch((error: unknown) => {
      if (error instanceof Stripe.errors.StripeError && error.code === "resource_missing")
        logger.error({ price: settings.priceId }, "STRIPE_PRICE_ID names no price of this Stripe account");
      throw error;
    });
    const mismatch = premiumPriceMismatch(price);
    if (mismatch) {
      logger.error(
        { price: settings.priceId, mismatch },
        "STRIPE_PRICE_ID is not Premium's R$ 9,90 monthly BRL price; checkout refused (npm run billing:setup creates it)",
      );
      throw new DomainError("billing_unavailable");
    }
    priceChecked = true;
  }

  /**
   * Two tabs, two checkouts: when a new one opens, the customer's other open ones are expired, so only
   * the newest can still be paid. Two opened at the same moment may expire each other (the cook opens
   * one again); never both stay payable. A session that cannot be expired (its payment under way) is
   * left to the webhooks, which end a second subscription.
   */
  async function expireOtherCheckouts(customerId: string, keep: string | undefined): Promise<void> {
    const open = stripe.checkout.sessions.list({ customer: customerId, status: "open", limit: 100 });
    for await (const session of open) {
      if (session.id === keep) continue;
      await stripe.checkout.sessions.expire(session.id).catch((error: unknown) => {
        if (!(error instanceof Stripe.errors.StripeError)) throw error;
        logger.warn({ err: error, session: session.id }, "an earlier checkout could not be expired");
      });
    }
  }

  return {
    name: "stripe",
    live: /^[rs]k_live_/.test(settings.secretKey),

    createCustomer: (user) =>
      call("customers.create", async () => {
        const customer = await stripe.customers.create(
          { email: user.email, name: user.name, metadata: { userId: user.id } },
          // Two checkouts at once (two tabs) get the same customer instead of two.
          { idempotencyKey: `chefzap-customer-${user.id}` },
        );
        return customer.id;
      }),

    createCheckout: async (input) => {
      await call("prices.retrieve", checkPrice);
      return call("checkout.sessions.create", async () => {
        const session = await stripe.checkout.sessions.create({
          mode: "subscription",
          customer: input.customerId,
          client_reference_id: input.userId,
          metadata: { userId: input.userId },
          subscription_data: { metadata: { userId: input.userId } },
          line_items: [{ price: settings.priceId, quantity: 1 }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          locale: "pt-BR",
        });
        if (!session.url) throw new DomainError("billing_unavailable");
        await expireOtherCheckouts(input.customerId, session.id).catch((error: unknown) => {
          if (!(error instanceof Stripe.errors.StripeError)) throw error;
          logger.warn({ err: error }, "earlier checkouts not listed; they stay open");
        });
        return session.url;
      });
    },

    openPortal: (input) =>
      call("billingPortal.sessions.create", async () => {
        const session = await stripe.billingPortal.sessions.create({
          customer: input.customerId,
          return_url: input.returnUrl,
          locale: "pt-BR",
        });
        return session.url;
      }),

    setCancelAtPeriodEnd: (id, cancel) =>
      call("subscriptions.update", async () =>
        toSubscription(await stripe.subscriptions.update(id, { cancel_at_period_end: cancel })),
      ),

    cancelNow: (id) => call("subscriptions.cancel", async () => void (await stripe.subscriptions.cancel(id))),

    endAndRefund: (id, reason) =>
      call("subscriptions.cancel", async () => toSubscription(await endAndRefund(stripe, id, reason))),

    closeCheckouts: (customerId) =>
      call("checkout.sessions.expire", () => expireOtherCheckouts(customerId, undefined)),

    fetchSubscription: (id) =>
      call("subscriptions.retrieve", async () =>
        toSubscription(await stripe.subscriptions.retrieve(id, {}, WEBHOOK_READ)),
      ),

    fetchInvoice: (id) =>
      call("invoices.retrieve", async () => {
        const invoice = await stripe.invoices.retrieve(id, { expand: ["payments"] }, WEBHOOK_READ);
        const paymentIntent = paymentIntentOf(invoice);
        const intent = paymentIntent
          ? await stripe.paymentIntents.retrieve(paymentIntent, { expand: ["latest_charge"] }, WEBHOOK_READ)
          : null;
        const charge = typeof intent?.latest_charge === "object" ? intent.latest_charge : null;
        return toInvoice(invoice, charge);
      }),

    fetchRefund: (chargeId) =>
      call("charges.retrieve", async () => {
        const charge = await stripe.charges.retrieve(chargeId, {}, WEBHOOK_READ);
        return {
          paymentId: idOf(charge.payment_intent),
          refundedCents: charge.amount_refunded,
          full: charge.refunded,
        };
      }),

    parseWebhook(rawBody, signature) {
      // Stripe's library only refuses old signatures; a timestamp from the future would outlive them.
      if (signedAt(signature) > Date.now() / 1000 + SIGNATURE_TOLERANCE_S) throw invalidSignature();
      try {
        const event = stripe.webhooks.constructEvent(
          rawBody,
          signature ?? "",
          settings.webhookSecret,
          SIGNATURE_TOLERANCE_S,
        );
        return toBillingEvent(event);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw invalidSignature();
        // The bytes are signed but are not an event (constructEvent parses them after the check).
        if (error instanceof SyntaxError)
          throw new DomainError("validation_failed", "O corpo do webhook não é um evento.", {
            reason: "invalid_body",
          });
        throw error;
      }
    },
  };
}
