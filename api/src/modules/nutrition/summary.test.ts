import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, signedInAgent, type TestContext } from "../../test/context.ts";
import { analyzeRecipe } from "./analyze-recipe.ts";
import { summarizeNutrition } from "./summary.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("summarizeNutrition", () => {
  it("gives the per-serving kcal and protein of the full analysis, its coverage and its count", () => {
    const lines = ["500 g de carne moída", "1 cebola", "2 tomates", "200 g de cogumelos"];
    const full = analyzeRecipe(lines, 4);
    expect(summarizeNutrition(lines, 4)).toEqual({
      caloriesPerServing: full.nutrition.perServing.calories,
      proteinPerServing: full.nutrition.perServing.protein,
      coverage: full.coverage.grams,
      count: { counted: 3, total: 4, missing: ["200 g de cogumelos"] },
    });
    expect(full.count).toEqual(summarizeNutrition(lines, 4)?.count);
    expect(full.coverage.grams).toBeLessThan(100);
  });

  it("is null when there is nothing to summarise", () => {
    expect(summarizeNutrition([], 4)).toBeNull();
    expect(summarizeNutrition(["1 ovo"], 0)).toBeNull();
  });
});

describe("generated recipes", () => {
  it("carry their nutrition summary, computed from their own lines", async () => {
    const { agent } = await signedInAgent(ctx.app);
    const res = await agent
      .post("/api/generate-recipe")
      .send({ ingredients: ["peito de frango", "arroz", "cenoura"] })
      .expect(201);
    const expected = summarizeNutrition(res.body.ingredients, res.body.servings);
    expect(expected?.caloriesPerServing).toBeGreaterThan(0);
    expect(res.body.nutritionSummary).toEqual(expected);
    const read = await agent.get(`/api/recipes/${res.body.id}`).expect(200);
    expect(read.body.nutritionSummary).toEqual(expected);
  });
});
