import { subscriptionInfoSchema } from "@chefzap/shared";
import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentsTable, subscriptionsTable } from "../../db/schema/index.ts";
import { signedInAgent } from "../../test/context.ts";
import {
  createBillingContext,
  PUBLIC_URL,
  subscriber,
  type BillingContext,
} from "./testing/billing-context.ts";

let ctx: BillingContext;
beforeAll(async () => {
  ctx = await createBillingContext();
});
afterAll(() => ctx.close());

const checkoutUrl = async (agent: Awaited<ReturnType<typeof signedInAgent>>["agent"]) =>
  ((await agent.post("/api/billing/checkout").expect(200)).body as { url: string }).url;

describe("checkout", () => {
  it("turns a free cook Premium once Stripe's webhook says the first invoice is paid", async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const before = subscriptionInfoSchema.parse(
      (await agent.get("/api/billing/subscription").expect(200)).body,
    );
    expect(before).toMatchObject({ plan: "free", source: "none", state: "none", billingAvailable: true });
    expect(before).toMatchObject({ amountCents: 990, currency: "BRL", invoices: [] });

    const { url } = (await agent.post("/api/billing/checkout").expect(200)).body as { url: string };
    expect(url.startsWith(`${ctx.stripe.url}/checkout/cs_test_`)).toBe(true);
    const session = ctx.stripe.requests.find((r) => r.path === "/v1/checkout/sessions")!.params;
    expect(session).toMatchObject({
      mode: "subscription",
      client_reference_id: user.id,
      metadata: { userId: user.id },
      subscription_data: { metadata: { userId: user.id } },
      line_items: [{ price: ctx.stripe.priceId, quantity: "1" }],
      success_url: `${PUBLIC_URL}/subscribe/sucesso?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/subscribe/cancelado`,
    });

    const page = await (await fetch(url)).text();
    expect(page).toContain("Pagar R$ 9,90");
    const back = await ctx.stripe.pay(url);
    expect(back).toMatch(new RegExp(`^${PUBLIC_URL}/subscribe/sucesso\\?session_id=cs_test_`));

    expect((await agent.get("/api/user").expect(200)).body.plan).toBe("premium");
    const after = subscriptionInfoSchema.parse(
      (await agent.get("/api/billing/subscription").expect(200)).body,
    );
    expect(after).toMatchObject({ plan: "premium", source: "subscription", state: "active" });
    expect(after.cancelAtPeriodEnd).toBe(false);
    expect(after.graceUntil).toBeNull();
    const periodEnd = new Date(after.currentPeriodEnd!).getTime() - ctx.stripe.clock.now().getTime();
    expect(periodEnd / 86_400_000).toBeGreaterThan(27);
    expect(after.invoices).toEqual([
      expect.objectContaining({ amountCents: 990, currency: "BRL", status: "paid", method: "card" }),
    ]);
    expect(after.invoices[0]!.receiptUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/receipts\//);

    const live = ctx.sent.filter((s) => s.userId === user.id && s.event === "billing:updated");
    expect(live.at(-1)?.payload).toMatchObject({ plan: "premium", state: "active" });
    const entitled = (await ctx.services.users.findById(user.id))!;
    expect(ctx.services.entitlements.can(entitled, "alternative_versions")).toBe(true);
  });

  it("stores what the admin panel needs: payment id, amount in centavos, method, cycle, next charge", async () => {
    const { user } = await subscriber(ctx);
    const db = ctx.database.db;
    const [payment] = await db.select().from(paymentsTable).where(eq(paymentsTable.userId, user.id));
    expect(payment).toMatchObject({
      amountCents: 990,
      currency: "BRL",
      method: "card",
      status: "paid",
      cycle: "month",
    });
    expect(payment!.providerPaymentId).toMatch(/^pi_/);
    expect(payment!.providerInvoiceId).toMatch(/^in_/);
    const [subscription] = await db
      .select()
      .from(subscriptionsTable)
      .where(eq(subscriptionsTable.userId, user.id));
    expect(subscription).toMatchObject({
      provider: "stripe",
      state: "active",
      amountCents: 990,
      interval: "month",
    });
    expect(subscription!.currentPeriodEnd!.getTime()).toBeGreaterThan(ctx.stripe.clock.now().getTime());
    expect(payment!.subscriptionId).toBe(subscription!.id);
  });

  it("refuses a second subscription to a subscriber, with a message that says where to go", async () => {
    const { agent } = await subscriber(ctx);
    const res = await agent.post("/api/billing/checkout").expect(403);
    expect(res.body).toMatchObject({
      error: "forbidden",
      message: expect.stringContaining("Minha assinatura"),
    });
  });

  it("sends the payer back to PUBLIC_URL whatever host the request names", async () => {
    const { agent } = await signedInAgent(ctx.app);
    await agent
      .post("/api/billing/checkout")
      .set("Host", "evil.example")
      .set("X-Forwarded-Host", "evil.example")
      .set("X-Forwarded-Proto", "https")
      .expect(200);
    const session = ctx.stripe.requests.findLast(
      (r) => r.method === "POST" && r.path === "/v1/checkout/sessions",
    )!.params;
    expect(session.success_url).toBe(`${PUBLIC_URL}/subscribe/sucesso?session_id={CHECKOUT_SESSION_ID}`);
    expect(session.cancel_url).toBe(`${PUBLIC_URL}/subscribe/cancelado`);
  });

  it("creates the Stripe customer once, however many checkouts a cook opens", async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const created = () =>
      ctx.stripe.requests.filter(
        (r) =>
          r.path === "/v1/customers" && (r.params.metadata as Record<string, string>)?.userId === user.id,
      ).length;
    await Promise.all([
      agent.post("/api/billing/checkout").expect(200),
      agent.post("/api/billing/checkout").expect(200),
    ]);
    await agent.post("/api/billing/checkout").expect(200);
    const customers = ctx.stripe.state.list(
      "customer",
      (c) => (c.metadata as Record<string, string>).userId === user.id,
    );
    expect(customers).toHaveLength(1);
    expect(created()).toBeLessThanOrEqual(2);
  });

  it("opens the portal for a customer and sends them back to /subscribe; no_subscription before any checkout", async () => {
    const { agent } = await subscriber(ctx);
    const { url } = (await agent.post("/api/billing/portal").expect(200)).body as { url: string };
    expect(url.startsWith(`${ctx.stripe.url}/portal/`)).toBe(true);
    const portal = ctx.stripe.requests.filter((r) => r.path === "/v1/billing_portal/sessions").at(-1)!;
    expect(portal.params.return_url).toBe(`${PUBLIC_URL}/subscribe`);

    const newcomer = await signedInAgent(ctx.app);
    const res = await newcomer.agent.post("/api/billing/portal").expect(404);
    expect(res.body).toMatchObject({ error: "no_subscription" });
  });
});

describe("who may ask", () => {
  it("answers 401 to a visitor on every billing route", async () => {
    const visitor = supertest(ctx.app);
    await visitor.get("/api/billing/subscription").expect(401);
    for (const path of ["checkout", "portal", "cancel", "resume"]) {
      const res = await visitor.post(`/api/billing/${path}`).expect(401);
      expect(res.body.error).toBe("unauthenticated");
    }
  });

  it("shows each cook only their own subscription and lets nobody cancel another's", async () => {
    const paying = await subscriber(ctx);
    const other = await signedInAgent(ctx.app);
    const mine = (await other.agent.get("/api/billing/subscription").expect(200)).body;
    expect(mine).toMatchObject({ plan: "free", state: "none", invoices: [] });
    await other.agent.post("/api/billing/cancel").expect(404);
    const still = (await paying.agent.get("/api/billing/subscription").expect(200)).body;
    expect(still).toMatchObject({ plan: "premium", cancelAtPeriodEnd: false });
  });

  it("refuses every billing change from another site, and asks Stripe nothing", async () => {
    const { agent } = await signedInAgent(ctx.app);
    const calls = ctx.stripe.requests.length;
    for (const path of ["checkout", "portal", "cancel", "resume"]) {
      for (const header of ["Origin", "Referer"]) {
        const res = await agent
          .post(`/api/billing/${path}`)
          .set(header, "https://evil.example/x")
          .expect(403);
        expect(res.body.error).toBe("cross_origin");
      }
    }
    expect(ctx.stripe.requests.length).toBe(calls);
  });

  it("takes the signed webhook, which comes from Stripe with neither Origin nor Referer", async () => {
    const { agent } = await signedInAgent(ctx.app);
    ctx.stripe.hold();
    await ctx.stripe.pay(await checkoutUrl(agent));
    const paid = ctx.stripe.state.events.findLast((e) => e.type === "invoice.paid")!;
    const { payload, signature } = ctx.stripe.signed(paid.id);
    await supertest(ctx.app)
      .post("/api/billing/webhook")
      .set("Content-Type", "application/json")
      .set("Stripe-Signature", signature)
      .send(payload)
      .expect(200);
    await ctx.stripe.release();
    await ctx.stripe.settled();
    expect((await agent.get("/api/user").expect(200)).body.plan).toBe("premium");
  });

  it("bounds checkout, portal, cancel and resume per account, as each one calls Stripe", async () => {
    const { agent } = await signedInAgent(ctx.app);
    for (let i = 0; i < 20; i++) await agent.post("/api/billing/portal").expect(404);
    const res = await agent.post("/api/billing/checkout").expect(429);
    expect(res.body.error).toBe("rate_limited");
    const other = await signedInAgent(ctx.app);
    await other.agent.post("/api/billing/checkout").expect(200);
  });
});
