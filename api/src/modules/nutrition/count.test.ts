import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRecipe } from "../../test/community-factories.ts";
import { createTestContext, signedInAgent, type TestContext } from "../../test/context.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function analyze(ingredients: string[], servings = 2) {
  const { agent } = await signedInAgent(ctx.app);
  const res = await agent
    .post("/api/recipes/analyze-nutrition")
    .send({ ingredients, servings, title: "Teste" })
    .expect(200);
  return res.body;
}

describe("lines the totals leave out", () => {
  it("names a food TACO lacks and one with no amount, and counts the rest", async () => {
    const body = await analyze([
      "salsichas em rodelas",
      "2 xícaras (chá) de leite vegetal",
      "2 batatas",
      "2 colheres (sopa) de óleo",
      "sal a gosto",
    ]);
    expect(body.count).toEqual({
      counted: 3,
      total: 5,
      missing: ["salsichas em rodelas", "2 xícaras (chá) de leite vegetal"],
    });
    // The salsichas' 1 g stand-in for "a gosto" is no longer counted as if it were the amount.
    expect(body.ingredients[0]).toMatchObject({ food: { name: "Mortadela" }, grams: null, kcal: null });
    expect(body.coverage.lines).toBe(60);
  });

  it("leaves salt, water and a pinch of pepper in the count: they carry no energy", async () => {
    const body = await analyze([
      "1 xícara (chá) de arroz",
      "sal a gosto",
      "2 xícaras (chá) de água",
      "pimenta-do-reino a gosto",
      "shoyu a gosto",
    ]);
    expect(body.count).toEqual({ counted: 5, total: 5, missing: [] });
    expect(body.coverage).toEqual({ lines: 100, grams: 100 });
  });

  it("names a food that carries energy 'a gosto' when the amount is anyone's guess", async () => {
    const body = await analyze(["2 xícaras (chá) de leite", "açúcar a gosto", "azeite a gosto"]);
    // The catalogue knows a drizzle of azeite; sugar to taste may be a pinch or half a cup.
    expect(body.count.missing).toEqual(["açúcar a gosto"]);
  });

  it("names a pack of unknown size and a line with no food word is not an ingredient", async () => {
    const body = await analyze(["1 pacote de bacon", "@@@###", "200 g de frango"]);
    expect(body.count).toEqual({ counted: 1, total: 2, missing: ["1 pacote de bacon"] });
  });
});

describe("recipe summaries", () => {
  it("carry the count, and one stored before it was kept is worked out again on reading", async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const ingredients = ["1 xícara (chá) de quinoa", "2 tomates", "sal a gosto"];
    const { id } = await insertRecipe(ctx.database.db, {
      userId: user.id,
      title: "Salada de quinoa",
      ingredients,
      servings: 2,
      nutritionSummary: { caloriesPerServing: 17, proteinPerServing: 0.9, coverage: 100 },
    });
    const res = await agent.get(`/api/recipes/${id}`).expect(200);
    expect(res.body.nutritionSummary).toMatchObject({
      caloriesPerServing: 17,
      count: { counted: 2, total: 3, missing: ["1 xícara (chá) de quinoa"] },
    });
  });
});
