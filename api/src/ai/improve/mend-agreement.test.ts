import { describe, expect, it } from "vitest";
import { improveOffline } from "./improve-offline.ts";

const draft = {
  title: "Frango com batatas",
  description: "",
  ingredients: ["2 cebolas picada", "1 tomate picada", "500 g de frango", "3 batatas"],
  instructions: [
    "Refoga a cebola picado no oleo quente.",
    "Junta o frango cortada e as batatas cozido.",
    "Serve com o tomate.",
  ],
  cookingTime: 30,
  servings: 2,
  tips: "",
  substitutions: "",
};

describe("what the recipe linter finds", () => {
  it("mends an adjective that disagrees with its food, and says so", () => {
    const { recipe, changes } = improveOffline(draft);
    expect(recipe.ingredients).toEqual([
      "2 cebolas picadas",
      "1 tomate picado",
      "500 g de frango",
      "3 batatas",
    ]);
    expect(recipe.instructions).toEqual([
      "Refogue a cebola picada no óleo quente.",
      "Junte o frango cortado e as batatas cozidas.",
      "Sirva com o tomate.",
    ]);
    expect(changes).toContain("Palavras concordando com o alimento (cebolas picadas, frango cortado).");
  });

  it("adds no food a step names that the list lacks, and drops none the steps leave out", () => {
    const { recipe } = improveOffline({ ...draft, instructions: ["Refoga o alho na manteiga.", "Serve."] });
    expect(recipe.ingredients).toHaveLength(draft.ingredients.length);
    expect(recipe.instructions).toEqual(["Refogue o alho na manteiga.", "Sirva."]);
  });
});
