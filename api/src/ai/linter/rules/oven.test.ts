import { describe, expect, it } from "vitest";
import { lintContext } from "../lint-context.ts";
import { codes, stew } from "../lint-fixtures.ts";
import { ovenNotPreheated } from "./oven.ts";

const quiche = (bake: string) =>
  codes(
    stew({
      title: "Quiche de alho-poró",
      ingredients: ["1 alho-poró em rodelas", "3 ovos", "1 caixinha de creme de leite", "sal a gosto"],
      instructions: [
        "Preaqueça o forno a 180 °C.",
        "Refogue o alho-poró até secar e distribua numa forma.",
        "Bata os ovos com o creme de leite e sal e despeje por cima.",
        bake,
      ],
      cookingTime: 60,
    }),
  ).filter((code) => code.startsWith("bake_without_time"));

describe("the linter's reading of an oven step", () => {
  it("flags a bake that gives only a sign of doneness", () => {
    expect(quiche("Asse a 170 °C até o creme firmar nas bordas e ainda tremer no centro.")).toEqual([
      "bake_without_time instructions[3]",
    ]);
    expect(quiche("Gratine a 220 °C até formar crosta dourada.")).toEqual([
      "bake_without_time instructions[3]",
    ]);
  });

  it("passes a bake with a time, a range or hours, and the preheating step itself", () => {
    expect(quiche("Asse a 170 °C por 30 a 35 minutos, até o creme firmar.")).toEqual([]);
    expect(quiche("Asse em banho-maria a 160 °C por 1h20, até firmar.")).toEqual([]);
    expect(quiche("Asse por 1 hora, até dourar.")).toEqual([]);
    expect(quiche("Sele a peça por todos os lados em panela bem quente antes de levar ao forno.")).toEqual(
      [],
    );
  });
});

// Run on its own: lintRecipe leaves it to the offline chef's own tests for now.
const lasanha = (instructions: string[]) =>
  ovenNotPreheated(
    lintContext(
      stew({
        title: "Lasanha de atum",
        ingredients: [
          "250 g de massa de lasanha",
          "1 lata de atum (170 g)",
          "2 xícaras (chá) de molho de tomate",
        ],
        instructions,
        cookingTime: 60,
      }),
    ),
  ).map((finding) => `${finding.code} ${finding.at}`);

describe("the linter's reading of the oven's heat", () => {
  it("flags an oven set only in the step that puts the dish in", () => {
    expect(
      lasanha([
        "Misture o atum ao molho de tomate.",
        "Cubra com papel-alumínio e asse a 200 °C por 30 minutos; descubra e doure.",
      ]),
    ).toEqual(["oven_not_preheated instructions[1]"]);
    expect(lasanha(["Monte as camadas.", "Asse em banho-maria a 180 °C por 1 hora."])).toEqual([
      "oven_not_preheated instructions[1]",
    ]);
  });

  it("passes an oven lit earlier or in the same step, and an airfryer", () => {
    expect(
      lasanha([
        "Ligue o forno a 200 °C para preaquecer enquanto termina o preparo.",
        "Asse a 200 °C por 30 minutos.",
      ]),
    ).toEqual([]);
    expect(lasanha(["Monte as camadas.", "Asse em forno preaquecido a 200 °C por 30 minutos."])).toEqual([]);
    expect(lasanha(["Monte as camadas.", "Asse na airfryer a 180 °C por 12 minutos."])).toEqual([]);
  });
});

describe("the linter's reading of a covered bake", () => {
  const peixe = (bake: string) =>
    codes(
      stew({
        title: "Peixe assado",
        ingredients: ["500 g de peixe em postas", "1 colher (sopa) de azeite", "sal a gosto"],
        instructions: ["Preaqueça o forno a 200 °C.", "Tempere o peixe com sal e regue com o azeite.", bake],
        cookingTime: 40,
      }),
    ).filter((code) => code.startsWith("covered_with_nothing"));

  it("flags a dish baked covered when no step says with what", () => {
    expect(peixe("Asse coberto por 15 minutos e descoberto até o peixe lascar.")).toEqual([
      "covered_with_nothing instructions[2]",
    ]);
  });

  it("passes foil named in the step or before it", () => {
    expect(peixe("Cubra com papel-alumínio e asse por 15 minutos; descubra e asse até lascar.")).toEqual([]);
    expect(peixe("Asse coberto com papel-alumínio por 15 minutos.")).toEqual([]);
  });
});
