import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeChannel, readable } from "../../conversation/testing/fake-channel.ts";
import { newPhone } from "../../conversation/testing/linked-premium.ts";
import { createBillingContext, subscriber, type BillingContext } from "./testing/billing-context.ts";

let ctx: BillingContext;
beforeAll(async () => {
  ctx = await createBillingContext({ env: { SESSION_TTL_DAYS: "365" } });
});
afterAll(() => ctx.close());

const ONLY_PREMIUM = "exclusivo do plano Premium";

describe("a paid plan on every channel", () => {
  it("lets a subscriber talk on WhatsApp, and stops at the next message once the paid period is over", async () => {
    const chat = fakeChannel(ctx);
    const { agent } = await subscriber(ctx);
    const { code } = (await agent.post("/api/whatsapp/link-code").expect(201)).body as { code: string };
    const phone = newPhone();
    expect(readable(await chat.say(phone, `vincular ${code}`))).toContain("Seu WhatsApp está conectado");
    expect(readable(await chat.say(phone, "menu"))).not.toContain(ONLY_PREMIUM);

    // Cancelled mid-conversation: the paid month still counts…
    const { currentPeriodEnd } = (await agent.post("/api/billing/cancel").expect(200)).body as {
      currentPeriodEnd: string;
    };
    await ctx.stripe.settled();
    expect(readable(await chat.say(phone, "menu"))).not.toContain(ONLY_PREMIUM);

    // …and the first message after it ends is refused, before Stripe's own event arrives.
    ctx.stripe.clock.set(new Date(new Date(currentPeriodEnd).getTime() + 1000));
    expect(readable(await chat.say(phone, "menu"))).toContain(ONLY_PREMIUM);
    const web = await agent.post("/api/whatsapp/link-code").expect(403);
    expect(web.body.error).toBe("premium_required");
  });
});
