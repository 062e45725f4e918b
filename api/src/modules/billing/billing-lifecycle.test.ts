import { subscriptionInfoSchema, type SubscriptionInfo } from "@chefzap/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBillingContext, subscriber, type BillingContext } from "./testing/billing-context.ts";

const DAY = 86_400_000;

let ctx: BillingContext;
beforeAll(async () => {
  // Months pass on the clock here: sessions must outlive them.
  ctx = await createBillingContext({ env: { BILLING_GRACE_DAYS: "7", SESSION_TTL_DAYS: "365" } });
});
afterAll(() => ctx.close());

type Agent = Awaited<ReturnType<typeof subscriber>>["agent"];

async function infoOf(agent: Agent): Promise<SubscriptionInfo> {
  return subscriptionInfoSchema.parse((await agent.get("/api/billing/subscription").expect(200)).body);
}
const planOf = async (agent: Agent) => (await agent.get("/api/user").expect(200)).body.plan as string;
const at = (iso: string | null) => new Date(iso!).getTime();

describe("a renewal that fails", () => {
  it("keeps Premium through the grace days from the first failure, then the plan is free with no webhook", async () => {
    const { agent, user, subscriptionId } = await subscriber(ctx);
    await ctx.stripe.endPeriod(subscriptionId, { declined: true });
    const failedAt = ctx.stripe.clock.now().getTime();
    const failing = await infoOf(agent);
    expect(failing).toMatchObject({ plan: "premium", source: "subscription", state: "past_due" });
    expect(at(failing.graceUntil) - failedAt).toBeGreaterThanOrEqual(7 * DAY - 1000);
    expect(at(failing.graceUntil) - failedAt).toBeLessThanOrEqual(7 * DAY);
    expect(failing.invoices.map((i) => i.status)).toEqual(["failed", "paid"]);

    ctx.stripe.clock.advance(6 * DAY);
    expect(await planOf(agent)).toBe("premium");
    ctx.stripe.clock.advance(1 * DAY + 1000);
    expect(await planOf(agent)).toBe("free");
    const user2 = (await ctx.services.users.findById(user.id))!;
    expect(ctx.services.entitlements.can(user2, "whatsapp")).toBe(false);
    await ctx.services.entitlements.takeRecipe(user2);
    expect((await ctx.services.users.findById(user.id))!.freeRecipesUsed).toBe(1);
    expect(await infoOf(agent)).toMatchObject({ plan: "free", source: "none", state: "past_due" });

    // The bank says yes on a retry: Premium again, the grace gone.
    await ctx.stripe.retryPayment(subscriptionId, "paid");
    const paid = await infoOf(agent);
    expect(paid).toMatchObject({ plan: "premium", state: "active", graceUntil: null });
    expect(paid.invoices.map((i) => i.status)).toEqual(["paid", "paid"]);
  });

  it("counts the grace from the first failure, not from the latest event", async () => {
    const { agent, subscriptionId } = await subscriber(ctx);
    await ctx.stripe.endPeriod(subscriptionId, { declined: true });
    const first = await infoOf(agent);
    ctx.stripe.clock.advance(3 * DAY);
    await ctx.stripe.retryPayment(subscriptionId, "declined");
    const again = await infoOf(agent);
    expect(again).toMatchObject({ state: "past_due", graceUntil: first.graceUntil });
    expect(again.invoices.map((i) => i.status)).toEqual(["failed", "paid"]);
  });
});

describe("cancel at the end of the period", () => {
  it("keeps Premium until the paid period ends, then free without waiting for Stripe", async () => {
    const { agent, subscriptionId } = await subscriber(ctx);
    const cancelled = subscriptionInfoSchema.parse(
      (await agent.post("/api/billing/cancel").expect(200)).body,
    );
    expect(cancelled).toMatchObject({ plan: "premium", cancelAtPeriodEnd: true, state: "active" });
    await ctx.stripe.settled();
    const end = at(cancelled.currentPeriodEnd);

    ctx.stripe.clock.set(new Date(end - 60_000));
    expect(await planOf(agent)).toBe("premium");
    ctx.stripe.clock.set(new Date(end + 1000));
    expect(await planOf(agent)).toBe("free");

    // Stripe ends it at the period's end; the row follows.
    await ctx.stripe.endPeriod(subscriptionId);
    expect(await infoOf(agent)).toMatchObject({ plan: "free", state: "canceled" });
    await agent.post("/api/billing/resume").expect(404);
    // And a new checkout is allowed again.
    await agent.post("/api/billing/checkout").expect(200);
  });

  it("resumes a cancelled subscription before its end: it renews as before", async () => {
    const { agent, subscriptionId } = await subscriber(ctx);
    await agent.post("/api/billing/cancel").expect(200);
    const resumed = subscriptionInfoSchema.parse((await agent.post("/api/billing/resume").expect(200)).body);
    expect(resumed).toMatchObject({ plan: "premium", cancelAtPeriodEnd: false });
    await ctx.stripe.settled();
    const update = ctx.stripe.requests.filter(
      (r) => r.method === "POST" && r.path === `/v1/subscriptions/${subscriptionId}`,
    );
    expect(update.map((r) => r.params.cancel_at_period_end)).toEqual(["true", "false"]);

    ctx.stripe.clock.set(new Date(at(resumed.currentPeriodEnd) + 1000));
    expect(await planOf(agent)).toBe("premium");
    await ctx.stripe.endPeriod(subscriptionId);
    const renewed = await infoOf(agent);
    expect(renewed).toMatchObject({ plan: "premium", state: "active" });
    expect(at(renewed.currentPeriodEnd)).toBeGreaterThan(at(resumed.currentPeriodEnd));
  });

  it("answers no_subscription to cancel or resume without a subscription", async () => {
    const { agent } = await subscriber(ctx);
    await ctx.stripe.cancelNow(ctx.stripe.state.list("subscription").at(-1)!.id);
    for (const path of ["cancel", "resume"]) {
      const res = await agent.post(`/api/billing/${path}`).expect(404);
      expect(res.body.error).toBe("no_subscription");
    }
  });
});
