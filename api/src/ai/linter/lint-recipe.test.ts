import { describe, expect, it } from "vitest";
import { codes, stew } from "./lint-fixtures.ts";
import { lintRecipe } from "./lint-recipe.ts";

describe("the recipe linter", () => {
  it("finds nothing wrong in a recipe a cook can follow", () => {
    expect(lintRecipe(stew())).toEqual([]);
  });

  it("flags a listed ingredient no step uses (queijo coalho in a baião)", () => {
    const recipe = stew({ ingredients: [...stew().ingredients, "100 g de queijo coalho em cubos"] });
    expect(codes(recipe)).toEqual(["unused_ingredient ingredients[5]"]);
  });

  it("flags a step using what the list does not have", () => {
    const steps = [...stew().instructions];
    steps[1] = "Na mesma panela, refogue a cebola e o pimentão até murchar.";
    expect(codes(stew({ instructions: steps }))).toEqual(["unlisted_ingredient instructions[1]"]);
  });

  it("flags amounts nobody buys: 2 ½ cans, 13 ½ okras, a kilo of sugar per plate", () => {
    const pudding = stew({
      ingredients: [...stew().ingredients, "2 ½ latas de leite condensado", "13 ½ quiabos", "1 kg de açúcar"],
      instructions: [
        ...stew().instructions.slice(0, 3),
        "Junte o leite condensado, os quiabos e o açúcar.",
        "Acerte o sal e sirva.",
      ],
    });
    expect(codes(pudding).filter((c) => c.startsWith("implausible"))).toEqual([
      "implausible_amount ingredients[5]",
      "implausible_amount ingredients[6]",
      "implausible_amount ingredients[7]",
    ]);
  });

  it("judges foods measured by the cup against their usual cup: greens by the plateful, not ice cream", () => {
    const amounts = (line: string, servings: number) =>
      codes(
        stew({
          ingredients: [...stew().ingredients, line],
          instructions: [
            ...stew().instructions.slice(0, 3),
            `Junte ${line.replace(/^.* de /, "o ")}.`,
            "Acerte o sal e sirva.",
          ],
          servings,
        }),
      ).filter((c) => c.startsWith("implausible"));
    expect(amounts("4 xícaras (chá) de espinafre picado", 2)).toEqual([]);
    expect(amounts("2 xícaras (chá) de folha de mostarda picada", 1)).toEqual([]);
    expect(amounts("1 xícara (chá) de sorvete", 2)).toEqual([]);
    expect(amounts("6 xícaras (chá) de sorvete", 1)).toEqual(["implausible_amount ingredients[5]"]);
    expect(amounts("10 xícaras (chá) de espinafre picado", 2)).toEqual(["implausible_amount ingredients[5]"]);
  });

  it("reads a compound noun as one thing: papel-manteiga is no manteiga, leite-de-coco no leite", () => {
    const lined = (lines: string[], step: string) =>
      codes(
        stew({
          ingredients: [...stew().ingredients, ...lines],
          instructions: [...stew().instructions.slice(0, 3), step, "Acerte o sal e sirva."],
        }),
      );
    expect(lined([], "Transfira para uma travessa forrada com papel-manteiga.")).toEqual([]);
    expect(lined(["1 xícara (chá) de leite de coco"], "Junte o leite-de-coco e ferva.")).toEqual([]);
    expect(lined(["1 maço de capim-limão"], "Junte o capim-limão e ferva.")).toEqual([]);
    // A food named outright is still a food; one said only inside a compound is never used.
    expect(lined([], "Junte o leite e ferva.")).toEqual(["unlisted_ingredient instructions[3]"]);
    expect(
      lined(["2 colheres (sopa) de manteiga"], "Transfira para uma travessa com papel-manteiga."),
    ).toEqual(["unused_ingredient ingredients[5]"]);
    const cold = stew({
      instructions: ["Forre a panela com papel-manteiga e doure o frango.", ...stew().instructions.slice(1)],
    });
    expect(codes(cold)).toContain("cooked_without_heat instructions[0]");
  });

  it("flags a step naming a cheese the list no longer has, by any of its names", () => {
    const cheese = (line: string) =>
      codes(
        stew({
          ingredients: [...stew().ingredients, line],
          instructions: [
            ...stew().instructions.slice(0, 3),
            "Desligue o fogo e espalhe o queijo fresco por cima.",
            "Acerte o sal e sirva.",
          ],
        }),
      );
    expect(cheese("150 g de queijo fresco em cubos")).toEqual([]);
    expect(cheese("150 g de queijo minas em cubos")).toEqual([]);
    expect(cheese("150 g de queijo vegetal em cubos")).toEqual([
      "unused_ingredient ingredients[5]",
      "unlisted_ingredient instructions[3]",
    ]);
  });
});
