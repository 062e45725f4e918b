import { parseIngredientLine } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { matchFood } from "./food-matcher.ts";
import { estimateGrams } from "./grams.ts";

const grams = (line: string) => {
  const parsed = parseIngredientLine(line);
  return estimateGrams(parsed, matchFood(parsed.food, parsed.note ?? "").food);
};

describe("estimateGrams", () => {
  it.each([
    ["500 g de carne moída", 500, 1],
    ["1,5 kg de batata", 1500, 1],
    ["200 ml de leite", 206, 0.95],
    ["2 xícaras (chá) de farinha de trigo", 200, 0.85],
    ["1 xícara de açúcar", 136.7, 0.85],
    ["1 colher (sopa) de manteiga", 20, 0.85],
    ["3 ovos", 150, 0.85],
    ["2 dentes de alho", 4, 0.85],
    ["1 cebola", 110, 0.85],
    ["2 tomates", 220, 0.7],
    ["1 lata de leite condensado", 395, 0.7],
    ["1 caixa de creme de leite", 200, 0.7],
    ["1 xícara de arroz", 192, 0.7],
    ["2 colheres (sopa) de óleo", 27.6, 0.7],
    ["1 pitada de sal", 0.5, 0.35],
    ["1 dúzia de ovos", 600, 0.85],
  ])("%s → %d g (confidence %d)", (line, expected, confidence) => {
    const result = grams(line);
    expect(result.grams).toBeCloseTo(expected, 1);
    expect(result.confidence).toBeCloseTo(confidence, 2);
  });

  it("uses the midpoint of a range", () => {
    expect(grams("2 a 3 tomates").grams).toBeCloseTo(275, 1);
  });

  it("gives a token, low-confidence amount when the line says a gosto", () => {
    expect(grams("sal a gosto")).toMatchObject({ grams: 2, confidence: 0.3, basis: "a gosto" });
  });

  it("reads the IBGE rows (food as eaten) only for the cooked item", () => {
    expect(grams("2 colheres (sopa) de arroz cozido").grams).toBe(50);
    expect(grams("2 colheres (sopa) de arroz").grams).toBeCloseTo(24, 1);
  });
});
