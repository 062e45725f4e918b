import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAgent } from "../../test/context.ts";
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
