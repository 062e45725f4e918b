import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, signedInAgent, type TestContext } from "../../test/context.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function account(plan: "free" | "premium") {
  const { user } = await signedInAgent(ctx.app);
  await ctx.services.users.changePlan(user.id, plan);
  return (await ctx.services.users.findById(user.id))!;
}

describe("entitlements", () => {
  it("give Premium its features and refuse them to the free plan with premium_required", async () => {
    const free = await account("free");
    const premium = await account("premium");
    for (const feature of ["alternative_versions", "whatsapp", "unlimited_recipes"] as const) {
      expect(ctx.services.entitlements.can(premium, feature)).toBe(true);
      expect(ctx.services.entitlements.can(free, feature)).toBe(false);
    }
    expect(() => ctx.services.entitlements.require(free, "whatsapp")).toThrow(/WhatsApp/);
  });

  it("count three free recipes, give one back on failure, and never count Premium", async () => {
    const free = await account("free");
    for (let i = 0; i < 3; i++) await ctx.services.entitlements.takeRecipe(free);
    await expect(ctx.services.entitlements.takeRecipe(free)).rejects.toMatchObject({
      code: "needs_subscription",
    });
    await ctx.services.entitlements.giveBackRecipe(free);
    await ctx.services.entitlements.takeRecipe(free);

    const premium = await account("premium");
    for (let i = 0; i < 5; i++) await ctx.services.entitlements.takeRecipe(premium);
    expect((await ctx.services.users.findById(premium.id))!.freeRecipesUsed).toBe(0);
  });
});
