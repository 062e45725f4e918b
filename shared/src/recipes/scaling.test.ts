import { describe, expect, it } from "vitest";
import { parseAmount } from "./amounts.ts";
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

describe("scaleIngredientLine", () => {
  it.each([
    ["2 xícaras (chá) de arroz", 2, "4 xícaras (chá) de arroz"],
    ["1 xícara (chá) de leite", 1.5, "1 ½ xícara (chá) de leite"],
    ["1 dente de alho picado", 2, "2 dentes de alho picados"],
    ["2 dentes de alho", 0.5, "1 dente de alho"],
    ["1/2 cebola picada", 2, "1 cebola picada"],
    ["500 g de frango", 0.5, "250 g de frango"],
    ["1,5 kg de batata", 2, "3 kg de batata"],
    ["500 g de carne moída", 2, "1 kg de carne moída"],
    ["500g de carne moída", 3, "1,5 kg de carne moída"],
    ["750 ml de caldo", 2, "1,5 l de caldo"],
    ["400 a 600 g de frango", 3, "1,2 a 1,8 kg de frango"],
    ["300 g de queijo", 3, "900 g de queijo"],
    ["3 ovos", 0.5, "1 ½ ovo"],
    ["2 a 3 tomates", 2, "4 a 6 tomates"],
    ["1 colher (sopa) de azeite", 0.25, "¼ colher (sopa) de azeite"],
    ["1 lata de milho", 3, "3 latas de milho"],
    ["sal a gosto", 4, "sal a gosto"],
    ["Cheiro-verde picado", 2, "Cheiro-verde picado"],
    ["200ml de creme de leite", 2, "400 ml de creme de leite"],
    ["1 pitada de sal", 3, "3 pitadas de sal"],
    ["1 unidade de pimentão", 1.5, "1 ½ unidade de pimentão"],
    ["1 xícara de farinha", 1 / 3, "0,3 xícara de farinha"],
    // Words that agree with the amount change number when it crosses 2.
    ["2 tomates picados", 0.5, "1 tomate picado"],
    ["1 cebola média picada", 3, "3 cebolas médias picadas"],
    ["1 pão francês", 2, "2 pães franceses"],
    ["2 limões", 0.5, "1 limão"],
    ["2 tomates, sem pele e picados", 0.5, "1 tomate, sem pele e picado"],
    ["1 peito de frango", 2, "2 peitos de frango"],
    ["1 xícara de cenoura ralada", 3, "3 xícaras de cenoura ralada"],
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
