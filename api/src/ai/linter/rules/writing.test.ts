import { describe, expect, it } from "vitest";
import { codes, stew } from "../lint-fixtures.ts";

const stepsWith = (step: string, at = 2) =>
  stew({ instructions: stew().instructions.map((line, i) => (i === at ? step : line)) });

describe("the recipe linter, reading how a recipe is written", () => {
  it("flags a description that starts lower-case", () => {
    expect(codes(stew({ description: "frango e batatas ensopados na panela." }))).toEqual([
      "description_case description",
    ]);
    expect(codes(stew({ description: "Frango e batatas ensopados na panela." }))).toEqual([]);
  });

  it("flags foods chained by 'e' instead of listed with commas", () => {
    const chained =
      "Volte o frango à panela e junte a cebola e as batatas e o sal, cubra com água e cozinhe por 25 minutos, até ficarem macias.";
    expect(codes(stepsWith(chained))).toEqual(["chained_list instructions[2]"]);
    const listed =
      "Volte o frango à panela, junte a cebola, as batatas e o sal, cubra com água e cozinhe por 25 minutos, até ficarem macias.";
    expect(codes(stepsWith(listed))).toEqual([]);
    // "com" ends the first list: what follows is another.
    const twoLists =
      "Volte o frango e as batatas com a cebola e o sal à panela, cubra com água e cozinhe por 25 minutos, até ficarem macias.";
    expect(codes(stepsWith(twoLists))).toEqual([]);
  });

  it("flags 'destampe' when no step covered the pan, and passes it after one did", () => {
    const uncover = "Destampe e deixe o caldo reduzir por 5 minutos.";
    const recipe = stew();
    const steps = [...recipe.instructions.slice(0, 3), uncover, recipe.instructions[3]!];
    expect(codes({ ...recipe, instructions: steps })).toEqual(["lid_never_on instructions[3]"]);
    const covered = steps.map((step, i) =>
      i === 2 ? step.replace("cubra com água", "cubra com água, tampe") : step,
    );
    expect(codes({ ...recipe, instructions: covered })).toEqual([]);
  });

  it("flags drying a meat after it was seasoned, and passes drying before", () => {
    const recipe = stew();
    const late = [
      "Tempere o frango com sal.",
      "Seque bem o frango com papel-toalha, aqueça o óleo na panela e doure o frango aos poucos. Retire e reserve.",
      ...recipe.instructions.slice(1),
    ];
    expect(codes({ ...recipe, instructions: late })).toEqual(["dried_after_seasoning instructions[1]"]);
    const early = [
      "Seque bem o frango com papel-toalha e tempere com sal.",
      "Aqueça o óleo na panela e doure o frango aos poucos. Retire e reserve.",
      ...recipe.instructions.slice(1),
    ];
    expect(codes({ ...recipe, instructions: early })).toEqual([]);
  });

  it("flags grams past 200 that are not by 50, but not a package's own weight", () => {
    const weighed = (line: string) =>
      stew({ ingredients: stew().ingredients.map((text, i) => (i === 0 ? line : text)) });
    expect(codes(weighed("290 g de frango em cubos"))).toEqual(["uneven_grams ingredients[0]"]);
    expect(codes(weighed("300 g de frango em cubos"))).toEqual([]);
    expect(codes(weighed("1 bandeja (270 g) de frango em cubos"))).toEqual([]);
  });
});
