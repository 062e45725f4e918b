import { describe, expect, it } from "vitest";
import { scaleIngredientLine } from "./scaling.ts";
import { toShoppingItem } from "./shopping.ts";

// Lines the parser reads beyond the original scaling regex; the rest of each line must stay as written.
describe("scaleIngredientLine through the parser", () => {
  it.each([
    ["uma xícara de leite", 2, "2 xícaras de leite"],
    ["Meia xícara de açúcar", 2, "1 xícara de açúcar"],
    ["meia dúzia de ovos", 2, "1 dúzia de ovos"],
    ["1 dúzia de ovos", 2, "2 dúzias de ovos"],
    ["1 xícara e meia de leite", 2, "3 xícaras de leite"],
    ["2 (duas) xícaras (chá) de leite", 2, "4 xícaras (chá) de leite"],
    ["- 2 ovos", 2, "- 4 ovos"],
    ["1. 2 colheres (sopa) de manteiga", 0.5, "1. 1 colher (sopa) de manteiga"],
    ["1 copo americano de leite", 2, "2 copos americanos de leite"],
    ["2 colheres (sopa) cheias de açúcar", 0.5, "1 colher (sopa) cheia de açúcar"],
    ["1 kg de batata", 1.5, "1 ½ kg de batata"],
    ["1 litro de água", 2, "2 litros de água"],
    ["1 xíc. de farinha", 2, "2 xíc. de farinha"],
    ["½ xícara de leite", 2, "1 xícara de leite"],
    ["1 lata de leite condensado (395 g)", 2, "2 latas de leite condensado (395 g)"],
    ["2 ou 3 tomates, picados", 2, "4 a 6 tomates, picados"],
    ["1/0 xícara de leite", 2, "1/0 xícara de leite"],
    ["Suco de 1 limão", 2, "Suco de 1 limão"],
  ])("%s × %d → %s", (line, factor, expected) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected);
  });
});

describe("toShoppingItem through the parser", () => {
  it.each([
    // A shopping list counts what to pick up: a dozen is 12 eggs, a range is bought at its high end.
    ["1 dúzia de ovos", { quantity: "12", unit: "", name: "Ovos" }],
    ["2 a 3 tomates", { quantity: "3", unit: "", name: "Tomates" }],
    ["1 lata (395 g) de leite condensado", { quantity: "1", unit: "lata (395 g)", name: "Leite condensado" }],
    ["Azeite a gosto para regar", { quantity: "", unit: "", name: "Azeite" }],
    // Milk is bought by the carton, whatever the recipe measures it with.
    ["1 copo americano de leite", { quantity: "1", unit: "caixa (1 L)", name: "Leite" }],
  ])("%s", (line, expected) => {
    expect(toShoppingItem(line)).toMatchObject(expected);
  });
});
