import { describe, expect, it } from "vitest";
import { codes, stew } from "./lint-fixtures.ts";

const only = (prefix: string, found: string[]) => found.filter((code) => code.startsWith(prefix));

function withLine(line: string, step: string) {
  return stew({
    ingredients: [...stew().ingredients, line],
    instructions: [...stew().instructions.slice(0, 3), step, "Acerte o sal e sirva."],
  });
}

describe("the linter reads amounts as a cook buys and uses them", () => {
  it("flags a quarter of an onion, a pepper or a tomato, and lets whole and half ones be", () => {
    const onion = (line: string) =>
      only("counted_quarter", codes(stew({ ingredients: stew().ingredients.with(2, line) })));
    expect(onion("1 ¼ cebola picada")).toEqual(["counted_quarter ingredients[2]"]);
    expect(onion("¾ cebola")).toEqual(["counted_quarter ingredients[2]"]);
    expect(onion("½ cebola picada")).toEqual([]);
    expect(onion("1 cebola picada")).toEqual([]);
    const pepper = withLine("¼ pimentão em tiras", "Junte o pimentão e refogue por 2 minutos.");
    expect(only("counted_quarter", codes(pepper))).toEqual(["counted_quarter ingredients[5]"]);
  });

  it("flags ¼ or ¾ of a caixinha or a lata, and lets a whole or half one be", () => {
    const cream = (line: string) =>
      only("package_fraction", codes(withLine(line, "Desligue o fogo e misture o creme de leite.")));
    expect(cream("¾ caixinha de creme de leite")).toEqual(["package_fraction ingredients[5]"]);
    expect(cream("¼ lata de creme de leite")).toEqual(["package_fraction ingredients[5]"]);
    expect(cream("½ caixinha de creme de leite")).toEqual([]);
    expect(cream("1 caixinha de creme de leite")).toEqual([]);
  });

  it("flags 4 or 6 colheres (sopa) of oil to sauté 4 portions, not 2, nor a pan of oil to fry", () => {
    const oil = (line: string, servings = 4) =>
      only("saute_oil", codes(stew({ ingredients: stew().ingredients.with(3, line), servings })));
    expect(oil("4 colheres (sopa) de óleo")).toEqual(["saute_oil ingredients[3]"]);
    expect(oil("6 colheres (sopa) de óleo")).toEqual(["saute_oil ingredients[3]"]);
    expect(oil("2 colheres (sopa) de óleo")).toEqual([]);
    expect(oil("4 colheres (sopa) de óleo", 8)).toEqual([]);
    expect(oil("3 xícaras (chá) de óleo para fritar")).toEqual([]);
  });

  it("flags 2 ½ colheres (sopa) of oil or butter, and lets 2, 3, ½ or 1 ½ be", () => {
    const fat = (line: string) =>
      only("fat_spoon_fraction", codes(stew({ ingredients: stew().ingredients.with(3, line) })));
    expect(fat("2 ½ colheres (sopa) de óleo")).toEqual(["fat_spoon_fraction ingredients[3]"]);
    expect(fat("3 ¼ colheres (sopa) de óleo")).toEqual(["fat_spoon_fraction ingredients[3]"]);
    expect(fat("2 colheres (sopa) de óleo")).toEqual([]);
    expect(fat("1 ½ colher (sopa) de óleo")).toEqual([]);
    expect(fat("½ colher (sopa) de óleo")).toEqual([]);
  });

  it("flags a portion over its course's kcal: a main of 1.5 kg of costela for 4, a farofa side, a brigadeiro", () => {
    const kcal = (recipe: ReturnType<typeof stew>) => only("kcal_over_course", codes(recipe));
    const heavy = stew({ ingredients: stew().ingredients.with(0, "1,5 kg de costela bovina em cubos") });
    expect(kcal(heavy)).toEqual(["kcal_over_course ingredients"]);
    expect(kcal(stew())).toEqual([]);
    const farofa = stew({
      title: "Farofa de manteiga",
      servings: 2,
      ingredients: ["2 xícaras (chá) de farinha de mandioca", "100 g de manteiga", "sal a gosto"],
      instructions: ["Derreta a manteiga na frigideira, junte a farinha de mandioca e o sal e toste."],
    });
    expect(kcal(farofa)).toEqual(["kcal_over_course ingredients"]);
    expect(
      kcal({
        ...farofa,
        ingredients: ["¾ xícara (chá) de farinha de mandioca", "1 colher (sopa) de manteiga", "sal a gosto"],
      }),
    ).toEqual([]);
    const brigadeiro = stew({
      title: "Brigadeiro de castanha-do-pará e paçocas de amendoim",
      servings: 6,
      ingredients: [
        "1 lata de leite condensado",
        "18 colheres (sopa) de castanha-do-pará",
        "9 paçocas de amendoim",
        "1 colher (sopa) de manteiga",
      ],
      instructions: [
        "Cozinhe o leite condensado, a manteiga, a castanha-do-pará e as paçocas até desgrudar da panela.",
      ],
    });
    expect(kcal(brigadeiro)).toEqual(["kcal_over_course ingredients"]);
    expect(kcal({ ...brigadeiro, servings: 12 })).toEqual([]);
  });
});
