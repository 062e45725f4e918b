import type { Logger } from "pino";
import type { BillingConfig } from "../../config/env.ts";
import type { BillingProvider } from "./provider.ts";
import { createStripeProvider } from "./stripe/stripe-provider.ts";

/** Stripe when its key, webhook secret and price are all set; otherwise none, and the app runs free-only. */
export function configuredBillingProvider(
  config: BillingConfig | undefined,
  logger: Logger,
): BillingProvider | undefined {
  if (!config) return undefined;
  const { stripeSecretKey, stripeWebhookSecret, stripePriceId } = config;
  if (stripeSecretKey && stripeWebhookSecret && stripePriceId) {
    return createStripeProvider(
      {
        secretKey: stripeSecretKey,
        webhookSecret: stripeWebhookSecret,
        priceId: stripePriceId,
        apiBase: config.stripeApiBase,
      },
      logger,
    );
  }
  if (stripeSecretKey || stripeWebhookSecret || stripePriceId) {
    const missing = Object.entries({ stripeSecretKey, stripeWebhookSecret, stripePriceId })
      .filter(([, value]) => !value)
      .map(([name]) => name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase());
    logger.warn({ missing }, "billing off: Stripe is partly configured");
  }
  return undefined;
}

/**
 * Checkout and the portal send the payer back to PUBLIC_URL. With real money that must be the app's
 * own https address: unset, it falls back to this machine's (http://localhost:…), where a paying cook
 * would land on nothing. Such a setup keeps webhooks, cancel and resume, and refuses to take payments.
 */
export function returnsToPublicUrl(provider: BillingProvider, publicUrl: string, logger: Logger): boolean {
  if (!provider.live || publicUrl.startsWith("https://")) return true;
  logger.error(
    { publicUrl },
    "checkout off: live Stripe keys need PUBLIC_URL set to the app's https address",
  );
  return false;
}
