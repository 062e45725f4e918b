import { errorMessages } from "@chefzap/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentsTable, planGrantsTable, subscriptionsTable, usersTable } from "../../db/schema/index.ts";
import { createTestContext, signedInAgent, type TestContext } from "../../test/context.ts";
import { createStripeClient, ensurePremiumPrice } from "./index.ts";
import { createBillingContext, subscriber, type BillingContext } from "./testing/billing-context.ts";
import { startStripeStandIn } from "./testing/stripe-stand-in.ts";

describe("without Stripe configured", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("answers checkout, portal, cancel and webhooks 503 billing_unavailable and still shows the plan", async () => {
    const { agent } = await signedInAgent(ctx.app);
    const info = (await agent.get("/api/billing/subscription").expect(200)).body;
    expect(info).toMatchObject({ plan: "free", state: "none", billingAvailable: false, amountCents: 990 });
    for (const path of ["checkout", "portal", "cancel"]) {
      const res = await agent.post(`/api/billing/${path}`).expect(503);
      expect(res.body).toEqual({ error: "billing_unavailable", message: errorMessages.billing_unavailable });
    }
    await agent.post("/api/billing/webhook").send({ id: "evt_1" }).expect(503);
    // Everything else runs as before.
    await agent.get("/api/user").expect(200);
  });

  it("stays off, with a warning naming what is missing, when Stripe is only partly configured", async () => {
    const partial = await createTestContext({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PRICE_ID: "price_x" });
    try {
      const { agent } = await signedInAgent(partial.app);
      await agent.post("/api/billing/checkout").expect(503);
      expect(partial.logs.join("")).toContain("STRIPE_WEBHOOK_SECRET");
      expect(partial.logs.join("")).not.toContain("sk_test_x");
    } finally {
      await partial.close();
    }
  });
});

describe("with Stripe", () => {
  let ctx: BillingContext;
  beforeAll(async () => {
    ctx = await createBillingContext();
  });
  afterAll(() => ctx.close());

  it("answers 503 billing_unavailable, not a 500, while Stripe's API is down", async () => {
    const { agent } = await signedInAgent(ctx.app);
    ctx.stripe.setDown(true);
    try {
      const res = await agent.post("/api/billing/checkout").expect(503);
      expect(res.body.error).toBe("billing_unavailable");
    } finally {
      ctx.stripe.setDown(false);
    }
    await agent.post("/api/billing/checkout").expect(200);
  });

  it("logs a refused Stripe call by its type, code and request id, never the values Stripe quotes back", async () => {
    const { agent, payload } = await signedInAgent(ctx.app);
    // Stripe's 400 quotes the value it refused, and its body can carry the card holder's details.
    ctx.stripe.refuse("POST", /^\/v1\/customers$/, {
      type: "invalid_request_error",
      code: "email_invalid",
      param: "email",
      message: `Invalid email address: ${payload.email}`,
      payment_method: { billing_details: { name: payload.name, phone: "+5511987654321" } },
      request_log_url: "https://dashboard.stripe.com/test/logs/req_stand_in",
    });
    const res = await agent.post("/api/billing/checkout").expect(503);
    expect(res.body.error).toBe("billing_unavailable");
    const line = ctx.logs.findLast((l) => l.includes("stripe call failed"))!;
    expect(JSON.parse(line)).toMatchObject({
      call: "customers.create",
      err: {
        type: "StripeInvalidRequestError",
        code: "email_invalid",
        param: "email",
        statusCode: 400,
        message: "Invalid email address: …",
        requestId: expect.stringMatching(/^req_/),
      },
    });
    for (const personal of [payload.email, payload.name, "5511987654321", "billing_details"])
      expect(ctx.logs.join("\n")).not.toContain(personal);
  });

  it("refuses checkout, saying why in the log, when STRIPE_PRICE_ID is not R$ 9,90 a month in BRL", async () => {
    const client = createStripeClient(ctx.stripe.secretKey, ctx.stripe.url);
    const product = await client.products.create({ name: "ChefZap Premium" });
    const price = (currency: string, unit_amount: number, interval: "month" | "year") =>
      client.prices.create({ product: product.id, currency, unit_amount, recurring: { interval } });
    const wrong = {
      "currency is usd, not brl": await price("usd", 990, "month"),
      "it recurs every 1 year": await price("brl", 990, "year"),
      "amount is 1990 centavos, not 990": await price("brl", 1990, "month"),
    };
    const sessionsOpened = () =>
      ctx.stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions").length;
    const before = sessionsOpened();
    for (const [mismatch, { id }] of Object.entries(wrong)) {
      const misconfigured = await createBillingContext({
        stripe: ctx.stripe,
        database: ctx.database,
        env: { STRIPE_PRICE_ID: id },
      });
      try {
        const { agent } = await signedInAgent(misconfigured.app);
        const res = await agent.post("/api/billing/checkout").expect(503);
        expect(res.body.error).toBe("billing_unavailable");
        const logged = misconfigured.logs.map((l) => JSON.parse(l) as Record<string, unknown>);
        expect(logged).toContainEqual(
          expect.objectContaining({
            level: 50,
            price: id,
            mismatch,
            msg: expect.stringMatching(/STRIPE_PRICE_ID/),
          }),
        );
      } finally {
        await misconfigured.close();
      }
    }
    expect(sessionsOpened()).toBe(before);
  });

  it("takes no payment with live keys while PUBLIC_URL is not the app's https address, and says so", async () => {
    const live = await createBillingContext({
      stripe: ctx.stripe,
      database: ctx.database,
      env: { STRIPE_SECRET_KEY: "sk_live_stand_in", PUBLIC_URL: "" },
    });
    try {
      const { agent } = await signedInAgent(live.app);
      const calls = ctx.stripe.requests.length;
      for (const path of ["checkout", "portal"]) {
        const res = await agent.post(`/api/billing/${path}`).expect(503);
        expect(res.body.error).toBe("billing_unavailable");
      }
      expect(ctx.stripe.requests.length).toBe(calls);
      const info = (await agent.get("/api/billing/subscription").expect(200)).body;
      expect(info.billingAvailable).toBe(false);
      expect(live.logs.join("")).toContain("live Stripe keys need PUBLIC_URL");
    } finally {
      await live.close();
    }
  });

  it("records plan:set as a grant (who and why), and `free` revokes it", async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    expect(await ctx.services.billing.grantPremium(user.id, "ana", "parceria")).toBe(true);
    expect(await ctx.services.billing.grantPremium(user.id, "ana", "de novo")).toBe(false);
    expect((await agent.get("/api/billing/subscription").expect(200)).body).toMatchObject({
      plan: "premium",
      source: "manual",
      state: "none",
    });
    const grants = () =>
      ctx.database.db.select().from(planGrantsTable).where(eq(planGrantsTable.userId, user.id));
    expect(await grants()).toEqual([
      expect.objectContaining({ grantedBy: "ana", reason: "parceria", revokedAt: null }),
    ]);
    expect(ctx.sent.at(-1)).toMatchObject({ userId: user.id, event: "billing:updated" });

    expect(await ctx.services.billing.revokePremium(user.id, "bruno")).toBe(true);
    expect((await agent.get("/api/user").expect(200)).body.plan).toBe("free");
    expect((await grants())[0]).toMatchObject({ revokedBy: "bruno", revokedAt: expect.any(Date) });
  });

  it("keeps a paying subscriber Premium when their grant is revoked", async () => {
    const { agent, user } = await subscriber(ctx);
    await ctx.services.billing.grantPremium(user.id, "ana", null);
    await ctx.services.billing.revokePremium(user.id, "ana");
    expect((await agent.get("/api/billing/subscription").expect(200)).body).toMatchObject({
      plan: "premium",
      source: "subscription",
    });
  });

  it("puts the plan, the subscription and its payments in the cook's data export", async () => {
    const { agent } = await subscriber(ctx);
    const { body } = await agent.get("/api/me/export").expect(200);
    expect(body.billing).toMatchObject({
      plan: "premium",
      state: "active",
      invoices: [{ amountCents: 990, status: "paid" }],
    });
  });

  it("ends a subscription at Stripe when its account is deleted, so nobody is charged for it", async () => {
    const { agent, subscriptionId } = await subscriber(ctx);
    await agent.delete("/api/me").expect(204);
    await ctx.stripe.settled();
    expect(ctx.stripe.state.get(subscriptionId)?.status).toBe("canceled");
    // Stripe's "deleted" event names an account that is gone: answered, and ignored.
    const deleted = ctx.stripe.deliveries.at(-1)!;
    expect(deleted).toMatchObject({ type: "customer.subscription.deleted", status: 200 });
  });

  it("keeps a deleted account's charges and subscription, detached from it, so revenue and churn stay true", async () => {
    const { agent, user, subscriptionId } = await subscriber(ctx);
    const { db } = ctx.database;
    const subscriptionRow = () =>
      db
        .select()
        .from(subscriptionsTable)
        .where(eq(subscriptionsTable.providerSubscriptionId, subscriptionId))
        .then((rows) => rows[0]!);
    const paymentsOf = async () =>
      db
        .select()
        .from(paymentsTable)
        .where(eq(paymentsTable.subscriptionId, (await subscriptionRow()).id));
    expect(await paymentsOf()).toMatchObject([{ userId: user.id, receiptUrl: expect.any(String) }]);

    await agent.delete("/api/me").expect(204);
    await ctx.stripe.settled();

    expect(await paymentsOf()).toMatchObject([
      { userId: null, receiptUrl: null, amountCents: 990, status: "paid" },
    ]);
    expect(await subscriptionRow()).toMatchObject({ userId: null, state: "canceled" });
    expect(await db.select().from(usersTable).where(eq(usersTable.id, user.id))).toEqual([]);
  });

  it("closes a deleted account's open checkout, and refunds one paid in another tab meanwhile", async () => {
    const closing = await signedInAgent(ctx.app);
    const open = (await closing.agent.post("/api/billing/checkout").expect(200)).body as { url: string };
    await closing.agent.delete("/api/me").expect(204);
    expect(ctx.stripe.state.get(open.url.split("/").at(-1)!)).toMatchObject({ status: "expired" });

    const paying = await signedInAgent(ctx.app);
    const { url } = (await paying.agent.post("/api/billing/checkout").expect(200)).body as { url: string };
    // Its payment is under way in the other tab: Stripe will not expire it.
    ctx.stripe.refuse("POST", /\/expire$/, {
      type: "invalid_request_error",
      message: "Payment in progress.",
    });
    await paying.agent.delete("/api/me").expect(204);
    await ctx.stripe.pay(url);
    await ctx.stripe.settled();
    const subscription = ctx.stripe.state
      .list("subscription", (s) => (s.metadata as Record<string, string>).userId === paying.user.id)
      .at(-1)!;
    expect(subscription.status).toBe("canceled");
    const refunds = ctx.stripe.state.list("refund", (r) => r.reason === "requested_by_customer");
    expect(refunds).toContainEqual(expect.objectContaining({ amount: 990, status: "succeeded" }));
  });
});

describe("the setup script's price", () => {
  it("is created once, BRL 990 a month, and found again on the next run", async () => {
    const stripe = await startStripeStandIn({ withPrice: false });
    try {
      const client = createStripeClient(stripe.secretKey, stripe.url);
      const first = await ensurePremiumPrice(client);
      const again = await ensurePremiumPrice(client);
      expect(first.created).toBe(true);
      expect(again).toEqual({ id: first.id, created: false });
      expect(stripe.state.get(first.id)).toMatchObject({
        unit_amount: 990,
        currency: "brl",
        recurring: { interval: "month" },
      });
      expect(stripe.state.list("product")).toHaveLength(1);
    } finally {
      await stripe.close();
    }
  });
});
