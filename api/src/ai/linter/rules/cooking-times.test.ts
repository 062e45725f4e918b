import { describe, expect, it } from "vitest";
import { codes, stew } from "../lint-fixtures.ts";

const timing = (recipe: Parameters<typeof stew>[0]) =>
  codes(stew(recipe)).filter((code) => code.startsWith("step_time") || code.startsWith("total_time"));

describe("the linter's cooking times", () => {
  it("flags raw chicken cubes sautéed 3 minutes, and passes them sautéed 10", () => {
    const steps = (minutes: number) => [
      "Aqueça o óleo na panela e refogue a cebola até murchar.",
      `Junte o frango e refogue por ${minutes} minutos.`,
      "Junte as batatas cozidas, acerte o sal e sirva.",
    ];
    expect(timing({ instructions: steps(3) })).toEqual(["step_time instructions[1]"]);
    expect(timing({ instructions: steps(10) })).toEqual([]);
  });

  it("flags a fish fillet stewed 23 minutes, and passes it stewed 10", () => {
    const fish = (minutes: number) => ({
      title: "Ensopado de tilápia",
      ingredients: ["2 filés de tilápia", "2 tomates picados", "1 cebola picada", "sal a gosto"],
      instructions: [
        "Refogue a cebola e os tomates até murchar.",
        `Junte a tilápia, cubra com água e cozinhe por ${minutes} minutos.`,
        "Acerte o sal e sirva.",
      ],
    });
    expect(timing(fish(23))).toEqual(["step_time instructions[1]"]);
    expect(timing(fish(10))).toEqual([]);
  });

  it("passes a food sealed briefly and then simmered, and one cooked until a sign", () => {
    const sealed = [
      "Junte o frango e refogue por 3 minutos.",
      "Cubra com água, junte as batatas e cozinhe por 25 minutos, até ficarem macias.",
      "Acerte o sal e sirva.",
    ];
    expect(timing({ instructions: sealed })).toEqual([]);
    const untilDone = [
      "Sele o frango por 4 minutos e termine em fogo médio até o ponto.",
      "Sirva com as batatas.",
    ];
    expect(timing({ instructions: untilDone })).toEqual([]);
  });

  it("flags a total shorter than its cooking steps ('sem forno' kept 50 min for 80 of steps)", () => {
    expect(timing({ cookingTime: 10 })).toEqual(["total_time cookingTime"]);
    expect(timing({ cookingTime: 45 })).toEqual([]);
    const chilled = [...stew().instructions.slice(0, 3), "Leve à geladeira por 3 horas e sirva."];
    expect(timing({ instructions: chilled })).toEqual([]);
  });
});
