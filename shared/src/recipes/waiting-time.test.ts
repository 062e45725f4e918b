import { describe, expect, it } from "vitest";
import { recipeTimeText, recipeWaits, totalRecipeMinutes } from "./waiting-time.ts";

const pudim = {
  cookingTime: 70,
  instructions: [
    "Derreta o açúcar até virar um caramelo dourado e espalhe na forma.",
    "Asse em banho-maria a 180 °C por cerca de 50 minutos.",
    "Gele por 4 horas antes de desenformar.",
  ],
};

describe("a recipe's waits, read from its steps", () => {
  it("adds the chilling a pudim's steps state to its time", () => {
    expect(recipeTimeText(pudim)).toBe("70 min + 4 h na geladeira");
    expect(totalRecipeMinutes(pudim)).toBe(70 + 240);
  });

  it("names each wait where it happens, summed per place", () => {
    const steps = [
      "Deixe o feijão de molho por 8 horas e cozinhe na pressão com água nova por 25 minutos.",
      "Deixe a carne marinar na geladeira por 2 horas.",
      "Cubra e deixe crescer por 1 hora e meia, até dobrar de volume.",
      "Deixe esfriar e leve à geladeira por 3 horas.",
      "Congele por 4 horas.",
    ];
    expect(recipeWaits(steps)).toEqual([
      { where: "de molho", minutes: 480 },
      { where: "marinando", minutes: 120 },
      { where: "para crescer", minutes: 90 },
      { where: "na geladeira", minutes: 180 },
      { where: "no congelador", minutes: 240 },
    ]);
  });

  it("reads a soak in the fridge as a soak, a time before its place, and overnight as 8 hours", () => {
    expect(recipeWaits(["Deixe 1 hora na geladeira para os sabores se integrarem."])).toEqual([
      { where: "na geladeira", minutes: 60 },
    ]);
    expect(
      recipeWaits(["Deixe o grão-de-bico de molho em água na geladeira por 12 horas, trocando a água."]),
    ).toEqual([{ where: "de molho", minutes: 720 }]);
    expect(
      recipeTimeText({ cookingTime: 20, instructions: ["Deixe a aveia de molho de um dia para o outro."] }),
    ).toBe("20 min + 8 h de molho");
  });

  it("leaves out short rests, work at the stove, keeping and untimed waits", () => {
    const steps = [
      "Asse por 40 minutos e deixe esfriar.",
      "Deixe descansar 10 minutos antes de fatiar.",
      "Deixe esfriar, bata no liquidificador por 3 minutos.",
      "Guarde na geladeira por até 3 dias.",
      "Cubra com o molho de tomate e leve ao forno por 30 minutos.",
    ];
    expect(recipeWaits(steps)).toEqual([]);
    expect(recipeTimeText({ cookingTime: 45, instructions: steps })).toBe("45 min");
  });

  it("writes hours and minutes as a cook does", () => {
    const text = (minutes: string) =>
      recipeTimeText({ cookingTime: 30, instructions: [`Gele por ${minutes}.`] });
    expect(text("30 minutos")).toBe("30 min + 30 min na geladeira");
    expect(text("1 hora e meia")).toBe("30 min + 1 h 30 min na geladeira");
    expect(text("no mínimo 2 a 4 horas")).toBe("30 min + 2 h na geladeira");
  });
});
