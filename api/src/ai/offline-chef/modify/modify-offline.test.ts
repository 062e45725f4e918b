import { generatedRecipeSchema, type GeneratedRecipe } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { generateOffline, modifyOffline, normalizeIngredient } from "../index.ts";
import { ingredientSets } from "../testing/ingredient-sets.ts";
import { leadingAmount } from "./line-scale.ts";
import { findMentions } from "./mention-lexer.ts";
import type { DietFlag } from "../types.ts";

const SAVORY = generateOffline({
  ingredients: ["frango", "creme de leite", "queijo", "tomate"],
  skillLevel: "intermediario",
});
const CAKE = generateOffline({
  ingredients: ["cenoura", "ovos", "açúcar", "farinha de trigo", "leite", "manteiga"],
  skillLevel: "iniciante",
});
const PASTA = generateOffline({
  ingredients: ["macarrão", "bacon", "ovo", "parmesão"],
  skillLevel: "intermediario",
});
const FRIED = generateOffline({
  ingredients: ["frango", "farinha de rosca", "muçarela", "molho de tomate"],
  skillLevel: "iniciante",
  version: 0,
});
const SAMPLES = [
  SAVORY,
  CAKE,
  PASTA,
  FRIED,
  ...ingredientSets(40, 7).map((ingredients) => generateOffline({ ingredients, skillLevel: "avancado" })),
];

function flagsIn(recipe: GeneratedRecipe, flags: readonly DietFlag[]): string[] {
  return recipe.ingredients.filter((line) => {
    const food = normalizeIngredient(line).food;
    return food && flags.some((flag) => food.diet.has(flag));
  });
}

describe("modifyOffline diets", () => {
  it.each([
    ["sem lactose", ["dairy"]],
    ["vegetariana", ["meat", "fish"]],
    ["quero vegana", ["animal"]],
    ["sem glúten, por favor", ["gluten"]],
  ] as const)("%s leaves no forbidden food in any sample", (request, flags) => {
    for (const recipe of SAMPLES) {
      const result = modifyOffline({ recipe, request });
      generatedRecipeSchema.parse(result);
      expect(flagsIn(result, flags), `${recipe.title}: ${result.ingredients.join("; ")}`).toEqual([]);
    }
  });

  it("does not list a stand-in twice when the dish already has it (tofu for the eggs of a dish with tofu)", () => {
    const recipe = {
      title: "Arroz frito com tofu",
      description: "Arroz do dia anterior salteado.",
      ingredients: [
        "2 xícaras (chá) de arroz cozido",
        "200 g de tofu em cubos",
        "2 ovos",
        "2 colheres (sopa) de shoyu",
      ],
      instructions: ["Doure o tofu.", "Mexa os ovos.", "Junte o arroz e o shoyu e sirva."],
      servings: 2,
      cookingTime: 20,
      tips: "",
      substitutions: "",
      skillLevel: "iniciante" as const,
    };
    const result = modifyOffline({ recipe, request: "vegana" });
    expect(result.ingredients.filter((line) => normalizeIngredient(line).key === "tofu")).toEqual([
      "200 g de tofu em cubos",
    ]);
    expect(flagsIn(result, ["animal"])).toEqual([]);
  });

  it("renames the dish and rewrites the steps for a vegetarian version", () => {
    const result = modifyOffline({ recipe: SAVORY, request: "vegetariana" });
    // The mark agrees with the dish: "Escondidinho … (vegetariano)", "Torta … (vegetariana)".
    expect(result.title).toMatch(/^Escondidinho .*\(vegetariano\)$/);
    const stepKeys = result.instructions.flatMap((step) => findMentions(step).map((m) => m.key));
    expect(stepKeys).not.toContain("frango");
    expect(result.leftOut.map((l) => l.ingredient)).toContain("frango");
  });

  it("shows the variant in the title", () => {
    expect(modifyOffline({ recipe: SAVORY, request: "sem lactose" }).title).toBe(
      `${SAVORY.title} (sem lactose)`,
    );
  });
});

describe("modifyOffline tweaks", () => {
  it("adds heat", () => {
    const result = modifyOffline({ recipe: SAVORY, request: "mais picante" });
    expect(result.ingredients.join(" ")).toMatch(/pimenta dedo-de-moça/);
    expect(result.instructions.join(" ")).toMatch(/pimenta dedo-de-moça/);
  });

  it("cuts salt to a pinch and adds acidity", () => {
    const result = modifyOffline({ recipe: SAVORY, request: "menos sal" });
    expect(result.ingredients).toContain("1 pitada de sal");
    expect(result.ingredients.some((line) => /^sal a gosto/.test(line))).toBe(false);
  });

  it("makes it healthier: no cream, half the fat, oven instead of frying", () => {
    const result = modifyOffline({ recipe: FRIED, request: "mais saudável" });
    expect(result.instructions.join(" ")).not.toMatch(/\bfrite\b/i);
    const fat = (r: GeneratedRecipe) =>
      r.ingredients
        .filter((l) => normalizeIngredient(l).food?.role === "fat")
        .map((l) => leadingAmount(l) ?? 0);
    fat(result).forEach((amount, index) => expect(amount).toBeLessThanOrEqual(fat(FRIED)[index]!));
    expect(modifyOffline({ recipe: SAVORY, request: "mais saudável" }).ingredients.join(" ")).not.toMatch(
      /creme de leite/,
    );
  });

  it("makes it faster by cutting a wait from the steps, or says it cannot", () => {
    const beans = generateOffline({
      ingredients: ["grão-de-bico", "abobrinha"],
      skillLevel: "intermediario",
    });
    const result = modifyOffline({ recipe: beans, request: "mais rápida" });
    expect(result.cookingTime).toBeLessThan(beans.cookingTime);
    expect(result.instructions.join(" ")).not.toMatch(/de molho/);
    // An escondidinho's steps are the time it takes: a new title over them would promise less than they keep.
    expect(() => modifyOffline({ recipe: SAVORY, request: "mais rápida" })).toThrow(
      /^Entendi que você quer a receita mais rápida, mas/,
    );
    const pudim = generateOffline({
      ingredients: ["leite condensado", "ovo", "leite"],
      skillLevel: "iniciante",
    });
    expect(() => modifyOffline({ recipe: pudim, request: "mais rápida" })).toThrow(/mais rápida, mas/);
  });

  it.each([
    ["para 6 pessoas", 6],
    ["para duas pessoas", 2],
    ["dobrar", SAVORY.servings * 2],
  ])("%s scales servings and quantities", (request, servings) => {
    const result = modifyOffline({ recipe: SAVORY, request });
    expect(result.servings).toBe(servings);
    const factor = servings / SAVORY.servings;
    SAVORY.ingredients.forEach((line, index) => {
      const before = leadingAmount(line);
      const after = leadingAmount(result.ingredients[index]!);
      if (before === undefined || /kg/.test(result.ingredients[index]!)) return;
      // Grams from 200 up are written by fifties, from 50 by tens and from 20 by fives, so a scaled
      // amount may land up to half of that away.
      const exact = before * factor;
      const metric = /\d\s*(?:g|ml)\b/.test(result.ingredients[index]!);
      const slack = !metric ? 0.5 : exact >= 200 ? 25 : exact >= 50 ? 5 : exact >= 20 ? 2.5 : 0.5;
      expect(Math.abs(after! - exact)).toBeLessThanOrEqual(slack);
    });
    // How many it serves is not part of the dish's name.
    expect(result.title).toBe(SAVORY.title);
  });

  it("removes an ingredient from the list and the steps", () => {
    const result = modifyOffline({ recipe: SAVORY, request: "sem cebola" });
    expect(result.ingredients.some((line) => normalizeIngredient(line).key === "cebola")).toBe(false);
    expect(result.instructions.some((step) => findMentions(step).some((m) => m.key === "cebola"))).toBe(
      false,
    );
    expect(result.title).toMatch(/\(sem cebola\)$/);
  });

  it("replaces eggs in a cake instead of dropping them", () => {
    expect(CAKE.title).toMatch(/^Bolo/);
    const result = modifyOffline({ recipe: CAKE, request: "sem ovo" });
    expect(result.ingredients.some((line) => normalizeIngredient(line).key === "ovo")).toBe(false);
    expect(result.ingredients.join(" ")).toMatch(/linhaça/);
  });

  it("refuses a request it does not understand, in pt-BR, instead of returning the same dish", () => {
    const modify = () => modifyOffline({ recipe: SAVORY, request: "com cara de festa" });
    expect(modify).toThrow(expect.objectContaining({ code: "request_not_understood" }));
    expect(modify).toThrow(/Não entendi o pedido "com cara de festa".*troque o frango por carne moída/);
  });

  it("swaps one food for another in the list, the steps and the title, and serves the new count", () => {
    const result = modifyOffline({
      recipe: SAVORY,
      request: "Troque o frango por carne moída e faça para 4 pessoas",
    });
    generatedRecipeSchema.parse(result);
    expect(SAVORY.title).toMatch(/frango/i);
    expect(result.title).toMatch(/carne moída/);
    expect(result.title).not.toMatch(/frango|\(/i);
    expect(result.ingredients.join("\n")).not.toMatch(/frango/i);
    expect(result.ingredients.some((line) => /carne moída/.test(line))).toBe(true);
    expect(result.instructions.join(" ")).toMatch(/carne moída/);
    expect(result.instructions.join(" ")).not.toMatch(/frango/i);
    expect(result.servings).toBe(4);
  });

  it.each(["No lugar do frango use tofu", "use tofu em vez do frango", "substitua o frango por tofu"])(
    "reads '%s' as a swap",
    (request) => {
      const result = modifyOffline({ recipe: SAVORY, request });
      expect(result.ingredients.join(" ")).toMatch(/tofu/);
      expect(result.ingredients.join(" ")).not.toMatch(/frango/i);
    },
  );

  it("adds a food the cook asks for: a line at its portion and a step before serving", () => {
    const result = modifyOffline({ recipe: SAVORY, request: "adicione bacon e faça para 6 pessoas" });
    expect(result.servings).toBe(6);
    expect(result.ingredients.some((line) => /bacon/.test(line))).toBe(true);
    const step = result.instructions.findIndex((s) => /bacon/.test(s));
    const serving = result.instructions.findIndex((s) => /sirva/i.test(s));
    expect(step).toBeGreaterThanOrEqual(0);
    if (serving >= 0) expect(step).toBeLessThan(serving);
    expect(result.title).toMatch(/\(com bacon\)$/);
  });

  it("says what it understood when asked to add a food it does not know", () => {
    expect(() => modifyOffline({ recipe: SAVORY, request: "adicione unicórnio" })).toThrow(
      /acrescentar "unicornio", mas não conheço/,
    );
  });

  it("says what it understood when the food to swap is not in the recipe", () => {
    expect(() => modifyOffline({ recipe: CAKE, request: "troque o camarão por frango" })).toThrow(
      /trocar "camarao" por "frango", mas "camarao" não está nesta receita/,
    );
  });

  it("keeps every change's mark in one qualifier, in the order they were asked", () => {
    const once = modifyOffline({ recipe: SAVORY, request: "mais picante" });
    const twice = modifyOffline({ recipe: once, request: "sem tomate" });
    const thrice = modifyOffline({ recipe: twice, request: "mais picante" });
    expect(twice.title).toBe(`${SAVORY.title} (mais picante, sem tomate)`);
    expect(thrice.title).toBe(twice.title);
    expect(twice.description).toMatch(/ Versão mais picante, sem tomate\.$/);
  });

  it("applies several requests at once", () => {
    const result = modifyOffline({ recipe: CAKE, request: "sem lactose e sem glúten" });
    expect(flagsIn(result, ["dairy", "gluten"])).toEqual([]);
    expect(result.title).toMatch(/\((sem glúten, sem lactose|sem lactose, sem glúten)\)$/);
  });
});
