import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptionsTable } from "../../db/schema/index.ts";
import { signedInAgent } from "../../test/context.ts";
import { configuredBillingProvider } from "./index.ts";
import { createBillingContext, type BillingContext } from "./testing/billing-context.ts";

let ctx: BillingContext;
beforeAll(async () => {
  ctx = await createBillingContext();
});
afterAll(() => ctx.close());

type Agent = Awaited<ReturnType<typeof signedInAgent>>["agent"];

const openCheckout = async (agent: Agent) =>
  ((await agent.post("/api/billing/checkout").expect(200)).body as { url: string }).url;

const sessionOf = (url: string) => ctx.stripe.state.get(url.split("/").at(-1)!, "checkout.session")!;

const subscriptionsAtStripe = (userId: string) =>
  ctx.stripe.state.list("subscription", (s) => (s.metadata as Record<string, string>).userId === userId);

describe("a cook with two checkout tabs", () => {
  it("can pay only the newest: opening one expires the others", async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const first = await openCheckout(agent);
    const second = await openCheckout(agent);
    expect(sessionOf(first).status).toBe("expired");
    expect(sessionOf(second).status).toBe("open");
    const expiredPage = await fetch(first);
    expect(expiredPage.status).toBe(410);
    expect(await expiredPage.text()).toContain("expirou");

    expect(await ctx.stripe.pay(first)).toBe("");
    expect(await ctx.stripe.pay(second)).toMatch(/\/subscribe\/sucesso/);
    await ctx.stripe.settled();
    expect(subscriptionsAtStripe(user.id)).toHaveLength(1);
    expect((await agent.get("/api/user").expect(200)).body.plan).toBe("premium");
  });

  it("never leaves two payable when both open at the same moment", async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    await Promise.all([openCheckout(agent), openCheckout(agent), openCheckout(agent)]);
    const customer = ctx.stripe.state.list(
      "customer",
      (c) => (c.metadata as Record<string, string>).userId === user.id,
    )[0]!;
    const open = ctx.stripe.state.list(
      "checkout.session",
      (s) => s.customer === customer.id && s.status === "open",
    );
    expect(open.length).toBeLessThanOrEqual(1);
  });
});

/** The first tab's payment is under way when the second opens: Stripe will not expire it. */
async function twoPayableCheckouts(agent: Agent) {
  ctx.stripe.refuse("POST", /^\/v1\/checkout\/sessions\/[^/]+\/expire$/, {
    type: "invalid_request_error",
    message: "This Checkout Session cannot be expired because a payment is in progress.",
  });
  return [await openCheckout(agent), await openCheckout(agent)] as const;
}

/** The refunds of a customer's payments at Stripe. */
const refundsOf = (customer: unknown) => {
  const charges = new Set(ctx.stripe.state.list("charge", (c) => c.customer === customer).map((c) => c.id));
  return ctx.stripe.state.list("refund", (r) => charges.has(String(r.charge)));
};

describe("a second subscription that got through anyway", () => {
  it("is ended at once and its payment refunded; the first one stays", async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const [first, second] = await twoPayableCheckouts(agent);
    expect(ctx.logs.join("\n")).toContain("an earlier checkout could not be expired");
    await ctx.stripe.pay(first);
    ctx.stripe.clock.advance(60_000);
    await ctx.stripe.pay(second);
    await ctx.stripe.settled();

    const [kept, extra] = subscriptionsAtStripe(user.id);
    expect(kept).toMatchObject({ status: "active" });
    expect(extra).toMatchObject({ status: "canceled" });
    expect(refundsOf(kept!.customer)).toEqual([
      expect.objectContaining({ reason: "duplicate", amount: 990, status: "succeeded" }),
    ]);

    const info = (await agent.get("/api/billing/subscription").expect(200)).body;
    expect(info).toMatchObject({ plan: "premium", state: "active", cancelAtPeriodEnd: false });
    expect(info.invoices.map((i: { status: string }) => i.status).sort()).toEqual(["paid", "refunded"]);
    const rows = await ctx.database.db
      .select()
      .from(subscriptionsTable)
      .where(eq(subscriptionsTable.userId, user.id));
    expect(Object.fromEntries(rows.map((r) => [r.providerSubscriptionId, r.state]))).toEqual({
      [kept!.id]: "active",
      [extra!.id]: "canceled",
    });
  });

  it("keeps the older one whatever order the events arrive in, and tries again after a failure", async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const [first, second] = await twoPayableCheckouts(agent);
    ctx.stripe.hold();
    await ctx.stripe.pay(first);
    ctx.stripe.clock.advance(60_000);
    await ctx.stripe.pay(second);
    // The refund fails once (Stripe busy); a later event about the same cook ends it.
    ctx.stripe.refuse("POST", /^\/v1\/refunds$/, { type: "api_error", message: "Busy." });
    await ctx.stripe.release("reversed");
    await ctx.stripe.settled();

    expect(ctx.logs.join("\n")).toContain("second subscription not ended yet");
    const [older, newer] = subscriptionsAtStripe(user.id);
    expect(older).toMatchObject({ status: "active" });
    expect(newer).toMatchObject({ status: "canceled" });
    expect(refundsOf(older!.customer)).toEqual([
      expect.objectContaining({ reason: "duplicate", amount: 990 }),
    ]);
    expect((await agent.get("/api/user").expect(200)).body.plan).toBe("premium");
  });

  it("refunds once when two api instances end the same one at the same moment", async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    await ctx.stripe.pay(await openCheckout(agent));
    await ctx.stripe.settled();
    const [subscription] = subscriptionsAtStripe(user.id);
    const provider = configuredBillingProvider(ctx.config.billing, pino({ level: "silent" }))!;
    const ended = await Promise.all([
      provider.endAndRefund(subscription!.id, "duplicate"),
      provider.endAndRefund(subscription!.id, "duplicate"),
    ]);
    expect(ended.map((s) => s.state)).toEqual(["canceled", "canceled"]);
    await ctx.stripe.settled();
    expect(refundsOf(subscription!.customer)).toHaveLength(1);
    const charge = ctx.stripe.state.list("charge", (c) => c.customer === subscription!.customer)[0]!;
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 990 });
    // Once more, a day later (Stripe has forgotten the idempotency key): nothing more is refunded.
    const refundCalls = () => ctx.stripe.requests.filter((r) => r.path === "/v1/refunds").length;
    const calls = refundCalls();
    ctx.stripe.forgetIdempotencyKeys();
    await provider.endAndRefund(subscription!.id, "duplicate");
    expect(refundCalls()).toBe(calls + 1);
    expect(refundsOf(subscription!.customer)).toHaveLength(1);
  });
});
