import { parseIngredientLine } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { analyzeRecipe } from "../../modules/nutrition/analyze-recipe.ts";
import { groundLine } from "./ground-line.ts";

const MALFORMED = [
  "",
  "   ",
  "@@@###",
  "1/0 xícara de",
  "½½½",
  "de de de de",
  "🍕🍕🍕",
  "x".repeat(10_000),
  "-5 kg de",
  "NaN colheres",
  "\u0000\u0001",
  "1e308 g",
];

describe("malformed lines", () => {
  it.each(MALFORMED.map((l) => [l.slice(0, 20), l]))(
    "%j never throws and comes back unmatched",
    (_, line) => {
      const grounded = groundLine(parseIngredientLine(line));
      expect(grounded.food).toBeNull();
      expect(grounded.confidence).toBe(0);
      expect(grounded.nutrients).toBeNull();
    },
  );

  it("leave the rest of the recipe intact", () => {
    const result = analyzeRecipe([...MALFORMED, "100 g de arroz"], 1);
    expect(result.nutrition.perServing.calories).toBe(358);
    expect(result.ingredients.filter((i) => i.confidence === 0)).toHaveLength(MALFORMED.length);
    expect(result.coverage.grams).toBe(100);
  });

  it("survive values that are not strings at all", () => {
    const junk = [null, 42, { food: "arroz" }] as unknown as string[];
    expect(() => analyzeRecipe(junk, 2)).not.toThrow();
  });
});

describe("packages", () => {
  it("of a food whose package size is not known are named as not estimated, never weighed", () => {
    const result = analyzeRecipe(["1 pacote de toucinho em cubos", "100 g de arroz"], 1);
    expect(result.ingredients[0]).toMatchObject({ food: { tacoId: 444 }, grams: null, kcal: null });
    expect(result.notes).toContain("Quantidade não estimada (fora da conta): 1 pacote de toucinho em cubos.");
    expect(result.nutrition.perServing.calories).toBe(358);
  });

  it("of a food TACO lacks stay unmatched and unweighed, not a generic can", () => {
    const grounded = groundLine(parseIngredientLine("1 lata de cogumelos fatiados"));
    expect(grounded).toMatchObject({ food: null, grams: null, nutrients: null, confidence: 0 });
  });
});
