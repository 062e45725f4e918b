import { describe, expect, it } from "vitest";
import { analyzeRecipe } from "./analyze-recipe.ts";

const farofa = [
  "1 maçã em cubos",
  "6 colheres (sopa) de aveia",
  "½ cebola picada",
  "1 colher (sopa) de manteiga",
  "sal a gosto",
];
const doubled = [
  "2 maçãs em cubos",
  "¾ xícara (chá) de aveia",
  "1 cebola picada",
  "2 colheres (sopa) de manteiga",
  "sal a gosto",
];

describe("a portion's figures when the recipe is scaled", () => {
  it("keeps the sodium of a portion when every amount is doubled for twice the people", () => {
    const two = analyzeRecipe(farofa, 2).nutrition.totals.sodium;
    const four = analyzeRecipe(doubled, 4).nutrition.totals.sodium;
    expect(Math.abs(two - four)).toBeLessThanOrEqual(2);
  });

  it("salts a portion the same whether the pot feeds 2 or 8", () => {
    const salt = (servings: number) => analyzeRecipe(["sal a gosto"], servings).nutrition.totals.sodium;
    expect(salt(2)).toBe(salt(8));
    expect(salt(4)).toBeGreaterThan(0);
  });
});

describe("granola in the count", () => {
  it("counts granola by the oats it is made of and says how far that is", () => {
    const bowl = analyzeRecipe(["3 bananas em rodelas", "5 colheres (sopa) de granola"], 2);
    expect(bowl.count.missing).toEqual([]);
    const granola = bowl.ingredients[1]!;
    expect(granola.food?.name).toBe("Aveia, flocos, crua");
    // 5 colheres (sopa) are about 30 g: some 110 kcal, not nothing.
    expect(granola.kcal).toBeGreaterThan(90);
    expect(granola.kcal).toBeLessThan(140);
  });

  it("still names sorvete as left out: no TACO item is near enough", () => {
    expect(analyzeRecipe(["1 xícara (chá) de sorvete"], 2).count.missing).toEqual([
      "1 xícara (chá) de sorvete",
    ]);
  });
});
