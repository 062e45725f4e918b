import { describe, expect, it } from "vitest";
import { codes, stew } from "../lint-fixtures.ts";

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
