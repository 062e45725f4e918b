import { describe, expect, it } from "vitest";
import { formatAmount, parseAmount } from "./quantity.ts";
import { scaleIngredientLine, scaleIngredients } from "./scaling.ts";

describe("parseAmount", () => {
  it.each([
    ["2", 2],
    ["1,5", 1.5],
    ["1.5", 1.5],
    ["1/2", 0.5],
    ["1 1/2", 1.5],
    ["½", 0.5],
    ["1½", 1.5],
    ["3/0", NaN],
    ["abc", NaN],
  ])("%s → %d", (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });
});

describe("formatAmount", () => {
  it.each([
    [2, "2"],
    [0.5, "½"],
    [0.25, "¼"],
    [0.75, "¾"],
    [1.5, "1 ½"],
    [2.5, "2,5"],
    [1 / 3, "0,3"],
    [2.96, "3"],
  ])("%d → %s", (value, text) => {
    expect(formatAmount(value)).toBe(text);
  });
});

describe("scaleIngredientLine", () => {
  it.each([
    ["2 xícaras (chá) de arroz", 2, "4 xícaras (chá) de arroz"],
    ["1 xícara (chá) de leite", 1.5, "1 ½ xícaras (chá) de leite"],
    ["1 dente de alho picado", 2, "2 dentes de alho picado"],
    ["2 dentes de alho", 0.5, "1 dente de alho"],
    ["1/2 cebola picada", 2, "1 cebola picada"],
    ["500 g de frango", 0.5, "250 g de frango"],
    ["1,5 kg de batata", 2, "3 kg de batata"],
    ["3 ovos", 0.5, "1 ½ ovos"],
    ["2 a 3 tomates", 2, "4 a 6 tomates"],
    ["1 colher (sopa) de azeite", 0.25, "¼ colher (sopa) de azeite"],
    ["1 lata de milho", 3, "3 latas de milho"],
    ["sal a gosto", 4, "sal a gosto"],
    ["Cheiro-verde picado", 2, "Cheiro-verde picado"],
    ["200ml de creme de leite", 2, "400 ml de creme de leite"],
    ["1 pitada de sal", 3, "3 pitadas de sal"],
    ["1 unidade de pimentão", 1.5, "1 ½ unidades de pimentão"],
    ["1 xícara de farinha", 1 / 3, "0,3 xícara de farinha"],
  ])("%s × %d → %s", (line, factor, expected) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected);
  });
});

describe("scaleIngredients", () => {
  it("scales from the recipe's servings to the chosen ones, treating missing servings as 1", () => {
    expect(scaleIngredients(["2 ovos"], 2, 4)).toEqual(["4 ovos"]);
    expect(scaleIngredients(["2 ovos"], null, 3)).toEqual(["6 ovos"]);
  });
});
