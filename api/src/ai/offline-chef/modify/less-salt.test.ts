import { describe, expect, it } from "vitest";
import { generateOffline, modifyOffline } from "../index.ts";
import { PEIXE_ASSADO } from "../testing/home-recipes.ts";
import type { ModifiableRecipe } from "./recipe-draft.ts";

const GRATIN: ModifiableRecipe = {
  title: "Abobrinha gratinada",
  description: "Abobrinha em rodelas sob queijo dourado.",
  ingredients: [
    "3 abobrinhas em rodelas",
    "200 g de queijo ralado",
    "100 g de queijo coalho em cubos",
    "2 colheres (sopa) de azeite",
    "sal a gosto",
  ],
  instructions: [
    "Tempere as abobrinhas com sal e o azeite.",
    "Arrume as abobrinhas numa travessa e espalhe o queijo coalho e o queijo ralado.",
    "Asse a 200 °C por 20 minutos, até dourar.",
    "Prove, acerte o sal e sirva.",
  ],
  cookingTime: 35,
  servings: 4,
  tips: "",
  substitutions: "",
  skillLevel: "iniciante",
};

describe("modifyOffline 'menos sal'", () => {
  it("salts the steps lightly, halves the grated and salty cheeses and says what changed", () => {
    const result = modifyOffline({ recipe: GRATIN, request: "menos sal" });
    expect(result.instructions[0]).toBe("Tempere as abobrinhas com pouco sal e o azeite.");
    expect(result.instructions).toContain("Prove, acerte o sal só se precisar e sirva.");
    expect(result.ingredients).toEqual(
      expect.arrayContaining(["100 g de queijo ralado", "50 g de queijo coalho em cubos", "1 pitada de sal"]),
    );
    expect(result.tips).toMatch(/^Menos sal: sal só uma pitada; metade do queijo ralado, do queijo coalho\./);
  });

  it("keeps the mark of the change before it in the title and the description", () => {
    const stove = modifyOffline({ recipe: PEIXE_ASSADO, request: "sem forno" });
    const lighter = modifyOffline({ recipe: stove, request: "menos sal" });
    expect(stove.title).toBe("Peixe com batatas (sem forno)");
    expect(lighter.title).toBe("Peixe com batatas (sem forno, com menos sal)");
    expect(lighter.description).toBe("Versão sem forno, com menos sal de peixe com batatas.");
    expect(lighter.instructions[0]).toBe(
      "Tempere a tilápia com o alho, uma pitada de sal e o suco do limão.",
    );
  });

  it("halves a feijoada's linguiça to grams a cook writes and keeps its 40-minute simmer", () => {
    const recipe = generateOffline({ ingredients: ["linguiça", "feijão"], skillLevel: "intermediario" });
    const simmer = recipe.instructions.find((step) => /fogo baixo por 40 minutos/.test(step));
    expect(simmer).toBeDefined();
    const result = modifyOffline({ recipe, request: "menos sal" });
    expect(result.instructions).toContain(simmer);
    expect(result.cookingTime).toBe(recipe.cookingTime);
    const linguica = result.ingredients.find((line) => /linguiça/.test(line))!;
    expect(linguica).toMatch(/^\d*0 g de linguiça/);
  });
});
