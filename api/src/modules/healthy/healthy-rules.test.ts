import { healthyRecipeRequestSchema, type GeneratedRecipe, type HealthyRecipeRequest } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { fitRecipe } from "./adjust-recipe.ts";
import { solveServings } from "./portions.ts";
import { rulesFor, verify } from "./verify-recipe.ts";

function recipe(ingredients: string[], servings = 2, cookingTime = 30): GeneratedRecipe {
  return {
    title: "Prato de teste",
    description: "",
    ingredients,
    instructions: ["Prepare tudo com cuidado.", "Sirva em seguida."],
    cookingTime,
    servings,
    tips: "",
    substitutions: "",
    skillLevel: "iniciante",
    usedIngredients: [],
    leftOut: [],
  };
}

const rules = (request: Partial<HealthyRecipeRequest>) =>
  rulesFor(healthyRecipeRequestSchema.parse({ ingredients: ["x"], healthGoal: "energy", ...request }));

const problems = (r: GeneratedRecipe, request: Partial<HealthyRecipeRequest>) =>
  verify(r, rules(request)).verdicts.flatMap((v) => (v.ok ? [] : [v.problem]));

describe("healthy recipe rules", () => {
  it("counts the waits the steps state against the maximum time", () => {
    const mousse = {
      ...recipe(["1 lata de creme de leite", "2 colheres (sopa) de café solúvel"], 4, 25),
      instructions: ["Bata o creme de leite com o café.", "Despeje nas taças e gele por 3 horas."],
    };
    expect(problems(mousse, { maxTime: 60 })).toContain("Pronta em 3 h 25 min (limite: 1 h).");
    expect(problems(recipe(["2 ovos"], 1, 25), { maxTime: 60 }).join()).not.toMatch(/Pronta em/);
  });

  it("reads restrictions from the catalogue's diet flags", () => {
    const dish = recipe(["200 g de bacon em cubos", "2 batatas em cubos", "sal a gosto"]);
    expect(problems(dish, { dietaryRestrictions: ["vegetarian"] })).toContain(
      "Vegetariana: a receita leva bacon.",
    );
    expect(problems(dish, { dietaryRestrictions: ["gluten-free"] }).join()).not.toMatch(/glúten/);
  });

  it("keeps paleo free of grains, legumes, dairy and sugar but not of roots", () => {
    const dish = recipe([
      "1 xícara (chá) de arroz",
      "1 xícara (chá) de feijão",
      "100 g de queijo minas",
      "2 colheres (sopa) de açúcar",
    ]);
    const [paleo] = problems(dish, { dietaryRestrictions: ["paleo"] }).filter((p) => p.startsWith("Paleo"));
    expect(paleo).toBe(
      "Paleo: a receita leva arroz (cereal), feijão (leguminosa), queijo minas (laticínio), açúcar (açúcar).",
    );
    const roots = recipe([
      "2 batatas-doces em rodelas",
      "300 g de mandioca",
      "300 g de tilápia",
      "sal a gosto",
    ]);
    expect(problems(roots, { dietaryRestrictions: ["paleo"] }).join()).not.toMatch(/Paleo/);
  });

  it("holds keto to 10 % of the energy from carbohydrate", () => {
    const rice = recipe(["2 xícaras (chá) de arroz", "300 g de frango em cubos", "sal a gosto"]);
    expect(problems(rice, { dietaryRestrictions: ["keto"] }).join()).toMatch(
      /^Cetogênica: .* acima de 10%\./,
    );
    const fitted = fitRecipe(rice, rules({ dietaryRestrictions: ["keto"], healthGoal: "muscle-gain" }));
    expect(fitted.verification.passed).toBe(true);
    expect(fitted.recipe.ingredients.join()).not.toMatch(/arroz/);
    expect(fitted.adjustments[0]).toMatch(/^Ajuste "sem arroz": antes, /);
  });

  it("refuses a food the catalogue cannot vouch for under a restriction", () => {
    const dish = recipe(["200 g de zimbralho", "2 batatas em cubos"]);
    expect(problems(dish, { dietaryRestrictions: ["vegan"] }).join()).toMatch(
      /não conseguimos conferir 200 g de zimbralho/,
    );
  });

  it("refuses a dish whose count leaves out a line that carries energy, even under the limit", () => {
    const salad = recipe(["1 xícara (chá) de quinoa", "2 tomates", "1 pepino", "sal a gosto"]);
    const verdicts = verify(salad, rules({ maxCalories: 450 })).verdicts;
    // On the low figure (tomato and cucumber only) the limit alone would pass.
    expect(verdicts).toContainEqual({ ok: true, reason: expect.stringMatching(/^\d+ kcal por porção/) });
    expect(verdicts).toContainEqual(
      expect.objectContaining({
        problem:
          "Não consegui contar: 1 xícara (chá) de quinoa. Sem isso os números ficam abaixo do real e os limites não podem ser conferidos.",
      }),
    );
    const whole = recipe(["300 g de frango em cubos", "2 tomates", "sal a gosto", "1 xícara (chá) de água"]);
    expect(verify(whole, rules({ maxCalories: 450 })).verdicts).toContainEqual({
      ok: true,
      reason: "Números calculados pela Tabela TACO com todos os ingredientes.",
    });
  });

  it("keeps added sugar under 10 % of the energy whatever the goal", () => {
    const cake = recipe(["2 bananas", "1 xícara (chá) de açúcar", "2 xícaras (chá) de aveia"], 4);
    expect(problems(cake, {}).join()).toMatch(
      /^Açúcar: açúcar adicionado em \d+% das calorias \(limite: 10%\)\./,
    );
  });

  it("changes the portion within 60–150 % of the dish's own, closest first", () => {
    const facts = {
      kcal: 600,
      proteinG: 20,
      carbohydrateG: 50,
      fatG: 20,
      saturatedFatG: 5,
      fiberG: 3,
      sodiumMg: 400,
      vitaminCMg: 0,
      coverage: 100,
      missing: [],
    };
    expect(solveServings(facts, [{ nutrient: "kcal", max: 450 }], 4, 4)).toBe(6);
    expect(solveServings(facts, [{ nutrient: "kcal", max: 300 }], 4, 4)).toBe(4);
    expect(solveServings(facts, [{ nutrient: "proteinG", min: 25 }], 4, 4)).toBe(3);
  });
});
