import { describe, expect, it } from "vitest";
import { codes, stew } from "../lint-fixtures.ts";

const RICE_CODES = ["rice_water", "rice_salted_late", "unheated_liquid"];
const rice = (overrides: { ingredients?: string[]; instructions?: string[] }) =>
  codes(
    stew({
      title: "Arroz branco soltinho",
      ingredients: [
        "¾ xícara (chá) de arroz",
        "½ cebola picada",
        "1 colher (sopa) de óleo",
        "sal a gosto",
        "1 ½ xícara (chá) de água",
      ],
      instructions: [
        "Aqueça o óleo e refogue a cebola até dourar levemente.",
        "Junte o arroz e refogue por 1 minuto; cubra com a água, tempere com sal e deixe ferver. Tampe e cozinhe em fogo baixo até secar, cerca de 15 minutos.",
        "Desligue o fogo e deixe descansar tampado por 5 minutos.",
      ],
      cookingTime: 25,
      ...overrides,
    }),
  ).filter((code) => RICE_CODES.some((rule) => code.startsWith(rule)));

describe("the linter's reading of a pot of rice", () => {
  it("passes rice cooked in twice its water, salted with it", () => {
    expect(rice({})).toEqual([]);
  });

  it("flags ¾ cup of rice in 2 ¼ cups of water (3 to 1), and passes integral in 2 cups", () => {
    const soggy = ["¾ xícara (chá) de arroz", "½ cebola picada", "1 colher (sopa) de óleo", "sal a gosto"];
    expect(rice({ ingredients: [...soggy, "2 ¼ xícaras (chá) de água"] })).toEqual([
      "rice_water ingredients[4]",
    ]);
    const integral = ["¾ xícara (chá) de arroz integral", ...soggy.slice(1), "2 xícaras (chá) de água"];
    const steps = [
      "Aqueça o óleo e refogue a cebola até dourar levemente.",
      "Junte o arroz integral, cubra com a água, tempere com sal e cozinhe tampado até secar.",
    ];
    expect(rice({ ingredients: integral, instructions: steps })).toEqual([]);
  });

  it("does not weigh a risotto's broth, taken a ladle at a time", () => {
    const risotto = [
      "1 xícara (chá) de arroz arbóreo",
      "½ cebola picada",
      "sal a gosto",
      "4 xícaras (chá) de caldo de legumes",
    ];
    const steps = [
      "Aqueça o caldo de legumes e mantenha em fogo baixo.",
      "Refogue a cebola, junte o arroz arbóreo e acrescente o caldo de legumes uma concha por vez, até secar e o arroz ficar macio.",
      "Tempere com sal e sirva.",
    ];
    expect(rice({ ingredients: risotto, instructions: steps })).toEqual([]);
  });

  it("flags rice salted after it dried", () => {
    const late = [
      "Aqueça o óleo e refogue a cebola até dourar levemente.",
      "Junte o arroz, cubra com a água e cozinhe em fogo baixo, tampado, até secar.",
      "Tempere com sal junto com a água.",
    ];
    expect(rice({ instructions: late })).toEqual(["rice_salted_late instructions[2]"]);
  });

  it("flags 'a água quente' no step heated, and passes it once a step boils it", () => {
    const hot = (first: string) => [
      first,
      "Junte o arroz, cubra com a água quente, tempere com sal e cozinhe em fogo baixo, tampado, até secar.",
    ];
    expect(rice({ instructions: hot("Refogue a cebola no óleo até dourar.") })).toEqual([
      "unheated_liquid instructions[1]",
    ]);
    expect(rice({ instructions: hot("Ferva a água numa chaleira e refogue a cebola no óleo.") })).toEqual([]);
  });
});
