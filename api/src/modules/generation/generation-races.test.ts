import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRecipeAi } from "../../ai/create-recipe-ai.ts";
import type { RecipeAi } from "../../ai/recipe-ai.ts";
import { recipesTable } from "../../db/schema/index.ts";
import { createTestContext, signedInAgent, type TestContext } from "../../test/context.ts";

/** The offline chef, held at the gate until the test opens it: a model still writing. */
function gatedAi() {
  const offline = createRecipeAi(undefined, undefined as never);
  let open!: () => void;
  let entered!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const started = new Promise<void>((resolve) => (entered = resolve));
  const ai: RecipeAi = {
    ...offline,
    generate: async (input) => {
      entered();
      await gate;
      return offline.generate(input);
    },
  };
  return { ai, open, started };
}

let ctx: TestContext;
const gated = gatedAi();
beforeAll(async () => {
  ctx = await createTestContext({ GENERATIONS_PER_MINUTE: "100" }, { ai: gated.ai });
});
afterAll(() => ctx.close());

describe("generation racing other requests", () => {
  it("ends quietly when the account is deleted while its recipe is being written", async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const pending = agent.post("/api/generate-recipe").send({ ingredients: ["arroz", "ovo"] });
    const response = pending.then((res) => res);
    await gated.started;
    await agent.delete("/api/me").expect(204);
    gated.open();

    const res = await response;
    expect(res.status).toBe(401);
    expect(res.body.error).toBe("unauthenticated");
    const [left] = await ctx.database.db
      .select({ n: count() })
      .from(recipesTable)
      .where(eq(recipesTable.userId, user.id));
    expect(left!.n).toBe(0);
    expect(ctx.logs.join("\n")).not.toContain("unhandled error");
  });

  it("gives 20 parallel Nova Versão calls 20 distinct versions", async () => {
    gated.open();
    const { agent, payload } = await signedInAgent(ctx.app);
    await ctx.services.users.setPlan(payload.email, "premium");
    const recipe = (await agent.post("/api/generate-recipe").send({ ingredients: ["frango", "batata"] }))
      .body as { id: string };

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => agent.post(`/api/recipes/${recipe.id}/alternative`).send({})),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const versions = answers.map((a) => a.body.version as number).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await agent.get(`/api/recipes/${recipe.id}`).expect(200)).body.version).toBe(20);
  });
});
