import { count, eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingEventsTable, paymentsTable, subscriptionsTable } from "../../db/schema/index.ts";
import { signedInAgent } from "../../test/context.ts";
import { createBillingContext, subscriber, type BillingContext } from "./testing/billing-context.ts";

let ctx: BillingContext;
beforeAll(async () => {
  ctx = await createBillingContext();
});
afterAll(() => ctx.close());

const post = (app: BillingContext["app"], body: string, signature?: string) => {
  const req = supertest(app).post("/api/billing/webhook").set("Content-Type", "application/json");
  return (signature === undefined ? req : req.set("Stripe-Signature", signature)).send(body);
};

async function rows(table: typeof paymentsTable | typeof billingEventsTable) {
  const [row] = await ctx.database.db.select({ n: count() }).from(table);
  return row!.n;
}

/** A cook whose checkout is paid but whose events are still held at the stand-in. */
async function paidButUndelivered() {
  const signed = await signedInAgent(ctx.app);
  const { url } = (await signed.agent.post("/api/billing/checkout").expect(200)).body as { url: string };
  ctx.stripe.hold();
  await ctx.stripe.pay(url);
  const raised = ctx.stripe.state.events.slice(-4);
  return { ...signed, raised, byType: (type: string) => raised.find((e) => e.type === type)! };
}

const planOf = async (agent: Awaited<ReturnType<typeof signedInAgent>>["agent"]) =>
  (await agent.get("/api/user").expect(200)).body.plan as string;

describe("webhook signatures", () => {
  it("refuses a forged, a stale and an unsigned event with 400, and changes nothing", async () => {
    const { agent, byType } = await paidButUndelivered();
    const paid = byType("invoice.paid");
    const before = { events: await rows(billingEventsTable), payments: await rows(paymentsTable) };

    const forged = ctx.stripe.signed(paid.id, { secret: "whsec_somebody_else" });
    const stale = ctx.stripe.signed(paid.id, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 });
    for (const [body, signature] of [
      [forged.payload, forged.signature],
      [stale.payload, stale.signature],
      [stale.payload, undefined],
      [JSON.stringify({ ...paid, id: "evt_tampered" }), ctx.stripe.signed(paid.id).signature],
    ] as const) {
      const res = await post(ctx.app, body, signature).expect(400);
      expect(res.body).toMatchObject({
        error: "validation_failed",
        message: expect.stringMatching(/assinatura/i),
      });
    }
    expect(await rows(billingEventsTable)).toBe(before.events);
    expect(await rows(paymentsTable)).toBe(before.payments);
    expect(await planOf(agent)).toBe("free");
    await ctx.stripe.release();
  });

  it("refuses a signature dated past the tolerance in the future, as one past it in the past", async () => {
    const { agent, byType } = await paidButUndelivered();
    const paid = byType("invoice.paid");
    const future = ctx.stripe.signed(paid.id, { timestamp: Math.floor(Date.now() / 1000) + 60 * 60 });
    const res = await post(ctx.app, future.payload, future.signature).expect(400);
    expect(res.body).toMatchObject({
      error: "validation_failed",
      message: expect.stringMatching(/assinatura/i),
    });
    expect(await planOf(agent)).toBe("free");
    await ctx.stripe.release();
  });

  it("answers 400 to a correctly signed body that is not an event, and stores nothing", async () => {
    const before = await rows(billingEventsTable);
    for (const body of ["não é json", "{", ""]) {
      const { payload, signature } = ctx.stripe.signedBody(body);
      const res = await post(ctx.app, payload, signature).expect(400);
      expect(res.body).toMatchObject({
        error: "validation_failed",
        message: "O corpo do webhook não é um evento.",
      });
    }
    expect(await rows(billingEventsTable)).toBe(before);
  });
});

describe("webhook delivery", () => {
  it("applies a replayed event once: the second delivery answers 200 and changes nothing", async () => {
    const { agent, byType } = await paidButUndelivered();
    await ctx.stripe.release();
    await ctx.stripe.settled();
    expect(await planOf(agent)).toBe("premium");
    const sentBefore = ctx.sent.length;
    const before = { events: await rows(billingEventsTable), payments: await rows(paymentsTable) };
    for (const type of ["invoice.paid", "checkout.session.completed"]) {
      const { payload, signature } = ctx.stripe.signed(byType(type).id);
      const res = await post(ctx.app, payload, signature).expect(200);
      expect(res.body).toEqual({ received: true, outcome: "duplicate" });
    }
    expect(await rows(billingEventsTable)).toBe(before.events);
    expect(await rows(paymentsTable)).toBe(before.payments);
    expect(ctx.sent.length).toBe(sentBefore);
  });

  it("ends in Stripe's state whatever order the events arrive in", async () => {
    const { agent, user } = await paidButUndelivered();
    await ctx.stripe.release("reversed");
    await ctx.stripe.settled();
    expect(await planOf(agent)).toBe("premium");
    const info = (await agent.get("/api/billing/subscription").expect(200)).body;
    expect(info).toMatchObject({ state: "active", cancelAtPeriodEnd: false, invoices: [{ status: "paid" }] });

    // Cancelled and resumed in the portal; the two updates arrive newest first.
    const subscriptionId = ctx.stripe.subscriptionOf(
      (
        await ctx.database.db.select().from(subscriptionsTable).where(eq(subscriptionsTable.userId, user.id))
      )[0]!.providerCustomerId,
    )!.id;
    const { url } = (await agent.post("/api/billing/portal").expect(200)).body as { url: string };
    ctx.stripe.hold();
    const portalId = url.split("/").at(-1)!;
    for (const action of ["cancel", "resume"]) {
      await fetch(`${ctx.stripe.url}/portal/${portalId}/${action}`, { method: "POST", redirect: "manual" });
    }
    await ctx.stripe.release("reversed");
    await ctx.stripe.settled();
    const [row] = await ctx.database.db
      .select()
      .from(subscriptionsTable)
      .where(eq(subscriptionsTable.providerSubscriptionId, subscriptionId));
    expect(row!.cancelAtPeriodEnd).toBe(false);
  });

  it("answers a slow Stripe's event with 503 within seconds, storing nothing, and applies its redelivery", async () => {
    const { agent, byType } = await paidButUndelivered();
    const { payload, signature } = ctx.stripe.signed(byType("invoice.paid").id);
    const events = await rows(billingEventsTable);
    ctx.stripe.setLatency(5000);
    const started = Date.now();
    try {
      const res = await post(ctx.app, payload, signature).expect(503);
      expect(res.body.error).toBe("billing_unavailable");
    } finally {
      ctx.stripe.setLatency(0);
    }
    expect(Date.now() - started).toBeLessThan(4500);
    expect(await rows(billingEventsTable)).toBe(events);

    const again = await post(ctx.app, payload, signature).expect(200);
    expect(again.body.outcome).toBe("applied");
    expect(await planOf(agent)).toBe("premium");
    await ctx.stripe.release();
  });

  it("records events it does not act on and answers 200", async () => {
    const { byType } = await paidButUndelivered();
    await ctx.stripe.release();
    await ctx.stripe.settled();
    const finalized = ctx.stripe.deliveries.find((d) => d.eventId === byType("invoice.finalized").id);
    expect(finalized?.status).toBe(200);
  });
});

describe("refunds", () => {
  it("marks a payment refunded in full, or keeps it paid with the part given back", async () => {
    const whole = await subscriber(ctx);
    const part = await subscriber(ctx);
    await ctx.stripe.refund(whole.info.invoices[0]!.id);
    await ctx.stripe.refund(part.info.invoices[0]!.id, 500);
    const payment = async (userId: string) =>
      (await ctx.database.db.select().from(paymentsTable).where(eq(paymentsTable.userId, userId)))[0]!;
    expect(await payment(whole.user.id)).toMatchObject({ status: "refunded", refundedCents: 990 });
    expect(await payment(part.user.id)).toMatchObject({ status: "paid", refundedCents: 500 });
    const info = (await whole.agent.get("/api/billing/subscription").expect(200)).body;
    expect(info.invoices[0]).toMatchObject({ status: "refunded" });
  });

  it("keeps a refund that arrives before the invoice it refunds", async () => {
    const { user, byType } = await paidButUndelivered();
    const invoiceId = (byType("invoice.paid").data.object as { id: string }).id;
    await ctx.stripe.refund(invoiceId);
    await ctx.stripe.release("reversed");
    await ctx.stripe.settled();
    const [payment] = await ctx.database.db
      .select()
      .from(paymentsTable)
      .where(eq(paymentsTable.userId, user.id));
    expect(payment).toMatchObject({ status: "refunded", refundedCents: 990 });
  });
});

describe("two api instances", () => {
  it("apply the same event delivered to both at once exactly once", async () => {
    const second = await createBillingContext({ stripe: ctx.stripe, database: ctx.database });
    try {
      const { agent, user, byType } = await paidButUndelivered();
      const results = [];
      for (const type of ["checkout.session.completed", "invoice.paid"]) {
        const { payload, signature } = ctx.stripe.signed(byType(type).id);
        const answers = await Promise.all([
          post(ctx.app, payload, signature),
          post(second.app, payload, signature),
        ]);
        results.push(answers.map((r) => [r.status, r.body.outcome]).sort());
      }
      expect(results).toEqual([
        [
          [200, "applied"],
          [200, "duplicate"],
        ],
        [
          [200, "applied"],
          [200, "duplicate"],
        ],
      ]);
      const db = ctx.database.db;
      expect(await db.select().from(paymentsTable).where(eq(paymentsTable.userId, user.id))).toHaveLength(1);
      expect(
        await db.select().from(subscriptionsTable).where(eq(subscriptionsTable.userId, user.id)),
      ).toHaveLength(1);
      const told = [...ctx.sent, ...second.sent].filter((s) => s.userId === user.id);
      expect(told).toHaveLength(2);
      expect(await planOf(agent)).toBe("premium");
      await ctx.stripe.release();
    } finally {
      await second.close();
    }
  });
});
