import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { SubscriptionInfo, UserServerEvents } from "@chefzap/shared";
import type { Database } from "../../../db/client.ts";
import type { UserEvents } from "../../../events.ts";
import { createTestContext, signedInAgent, type TestContext } from "../../../test/context.ts";
import { startStripeStandIn, type StripeStandIn, type StripeStandInOptions } from "./stripe-stand-in.ts";

export const PUBLIC_URL = "http://localhost:3000";

export interface SentEvent {
  userId: string;
  event: keyof UserServerEvents;
  payload: SubscriptionInfo;
}

export interface BillingContext extends TestContext {
  stripe: StripeStandIn;
  /** What the api told users live ("billing:updated"), oldest first. */
  sent: SentEvent[];
  /** The webhook URL the stand-in posts to (this app, listening on a port). */
  webhookUrl: string;
}

/** The env that points the api at a stand-in. */
export function stripeEnv(stripe: StripeStandIn, extra: Record<string, string> = {}) {
  return {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_PRICE_ID: stripe.priceId,
    STRIPE_API_BASE: stripe.url,
    PUBLIC_URL,
    ...extra,
  };
}

function recorder(sent: SentEvent[]): UserEvents {
  return {
    emit: (userId, event, ...args) => void sent.push({ userId, event, payload: args[0] as SubscriptionInfo }),
  };
}

/**
 * An api on a port with Stripe pointed at a stand-in sharing its clock, so a test can end a period or
 * a grace. Pass `stripe` (and `database`) to run a second api instance against the same ones.
 */
export async function createBillingContext(
  options: {
    env?: Record<string, string>;
    stripe?: StripeStandIn;
    standIn?: StripeStandInOptions;
    database?: Database;
  } = {},
): Promise<BillingContext> {
  const stripe = options.stripe ?? (await startStripeStandIn(options.standIn));
  const sent: SentEvent[] = [];
  const ctx = await createTestContext(
    stripeEnv(stripe, options.env),
    { now: () => stripe.clock.now(), events: recorder(sent) },
    options.database,
  );
  const server: Server = await new Promise((resolve) => {
    const s = ctx.app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/billing/webhook`;
  if (!options.stripe) stripe.setWebhookUrl(webhookUrl);
  return {
    ...ctx,
    stripe,
    sent,
    webhookUrl,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!options.stripe) await stripe.close();
      if (!options.database) await ctx.close();
    },
  };
}

/** A signed-in user who went through Checkout and paid: their subscription is live. */
export async function subscriber(ctx: BillingContext) {
  const signed = await signedInAgent(ctx.app);
  const { url } = (await signed.agent.post("/api/billing/checkout").expect(200)).body as { url: string };
  await ctx.stripe.pay(url);
  await ctx.stripe.settled();
  const info = await ctx.services.billing.info(signed.user.id);
  const subscription = ctx.stripe.state
    .list("subscription", (s) => (s.metadata as Record<string, string>).userId === signed.user.id)
    .at(-1)!;
  return { ...signed, info, subscriptionId: subscription.id };
}
