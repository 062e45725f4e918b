import { buildShoppingList, scaleIngredients, type GeneratedRecipe } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { generateOffline, modifyOffline } from "./ai/offline-chef/index.ts";
import { analyzeRecipe } from "./modules/nutrition/analyze-recipe.ts";

// What users see from the deterministic core, pinned byte for byte: refactors must leave it unchanged,
// and a deliberate change shows up here as a diff to read (regenerate with `npx vitest run -u`).
const SETS = [
  ["peito de frango", "tomate", "cebola", "alho"],
  ["arroz", "feijão", "linguiça calabresa"],
  ["ovos", "queijo", "presunto"],
  ["carne moída", "batata", "cenoura"],
  ["banana", "aveia", "leite"],
  ["lentilha", "cenoura", "cebola", "alho"],
  ["farinha de trigo", "ovos", "açúcar", "chocolate"],
  ["peixe", "limão", "coentro", "leite de coco"],
];
const REQUESTS = [
  "sem lactose",
  "vegana",
  "mais picante",
  "para 6 pessoas",
  "Troque o frango por carne moída e faça para 4 pessoas",
  "sem cebola",
];

function view(recipe: GeneratedRecipe) {
  const analysis = analyzeRecipe(recipe.ingredients, recipe.servings);
  return {
    recipe,
    nutrition: { perServing: analysis.nutrition.perServing, healthScore: analysis.healthScore },
    shopping: buildShoppingList(recipe.ingredients, { have: recipe.usedIngredients }),
    doubled: scaleIngredients(recipe.ingredients, recipe.servings, recipe.servings * 2),
  };
}

describe("behaviour of the offline chef, nutrition, shopping and scaling", () => {
  it("is unchanged", async () => {
    const generated = SETS.flatMap((ingredients) =>
      [0, 1].map((version) => generateOffline({ ingredients, skillLevel: "intermediario", version })),
    );
    const modified = REQUESTS.map((request) => modifyOffline({ recipe: generated[0]!, request }));
    const full = analyzeRecipe(generated[0]!.ingredients, generated[0]!.servings);
    const golden = { generated: generated.map(view), modified: modified.map(view), analysis: full };
    await expect(`${JSON.stringify(golden, null, 1)}\n`).toMatchFileSnapshot("./__golden__/behaviour.json");
  });
});
