import { describe, expect, it } from "vitest";
import { lintRecipe } from "../../linter/index.ts";
import { generateOffline, modifyOffline, normalizeIngredient } from "../index.ts";
import { scaleLine } from "./line-scale.ts";

const stew = () =>
  generateOffline({ ingredients: ["frango", "batata", "cebola"], skillLevel: "intermediario" });
const grams = (lines: readonly string[]) => {
  const line = lines.find((l) => normalizeIngredient(l).key === "frango")!;
  const [, n, kg] = /^([\d,]+) (kg|g)\b/.exec(line)!;
  return Number(n!.replace(",", ".")) * (kg === "kg" ? 1000 : 1);
};

describe("more people, more meat in the pan", () => {
  it("browning twice or four times the chicken takes longer than browning it once", () => {
    const recipe = stew();
    expect(recipe.instructions.join(" ")).toMatch(/doure o frango/);
    const four = modifyOffline({ recipe, request: "para 4 pessoas" });
    const eight = modifyOffline({ recipe, request: "para 8 pessoas" });
    expect(grams(four.ingredients)).toBe(2 * grams(recipe.ingredients));
    expect(four.cookingTime).toBeGreaterThan(recipe.cookingTime);
    expect(eight.cookingTime).toBeGreaterThan(four.cookingTime);
    expect(lintRecipe(eight)).toEqual([]);
  });

  it("half the recipe is not given more time", () => {
    const recipe = modifyOffline({ recipe: stew(), request: "para 4 pessoas" });
    expect(modifyOffline({ recipe, request: "para 2 pessoas" }).cookingTime).toBeLessThanOrEqual(
      recipe.cookingTime,
    );
  });
});

describe("oil and butter scaled by the spoonful", () => {
  it.each([
    ["1 colher (sopa) de azeite", 2.5, "3 colheres (sopa) de azeite"],
    ["1 ½ colher (sopa) de óleo", 2.2, "3 colheres (sopa) de óleo"],
    ["1 colher (sopa) de manteiga", 0.33, "½ colher (sopa) de manteiga"],
    ["1 colher (sopa) de azeite", 1.6, "1 ½ colher (sopa) de azeite"],
  ])("%s × %s → %s", (line, factor, scaled) => {
    expect(scaleLine(line, factor)).toBe(scaled);
  });

  it.each([
    ["6 colheres (sopa) de aveia", 2, "¾ xícara (chá) de aveia"],
    ["5 colheres (sopa) de granola", 3, "1 xícara (chá) de granola"],
    ["2 ½ colheres (sopa) de amendoim", 0.7, "2 colheres (sopa) de amendoim"],
    ["1 colher (sopa) de fermento químico", 0.25, "¾ colher (chá) de fermento químico"],
    ["1 colher (chá) de orégano", 6, "2 colheres (sopa) de orégano"],
    ["1 pimentão em cubos", 1.5, "2 pimentões em cubos"],
  ])("%s × %s → %s, as a cook measures it", (line, factor, scaled) => {
    expect(scaleLine(line, factor)).toBe(scaled);
  });

  it("a spoon of anything else keeps its fraction: 2 ½ colheres (chá) de fermento", () => {
    expect(scaleLine("1 colher (chá) de fermento em pó", 2.5)).toBe("2 ½ colheres (chá) de fermento em pó");
  });
});

describe("a counted food in the number the list has it", () => {
  it("'só pra mim' lists 1 batata and the steps say 'a batata', not 'as batatas'", () => {
    const result = modifyOffline({ recipe: stew(), request: "só pra mim" });
    expect(result.ingredients).toContainEqual(expect.stringMatching(/^1 batata\b/));
    const steps = result.instructions.join(" ");
    expect(steps).toMatch(/\ba batata\b/);
    expect(steps).not.toMatch(/\bas batatas\b/);
  });

  it("'para 4 pessoas' keeps 'as batatas' for 4 batatas", () => {
    const result = modifyOffline({ recipe: stew(), request: "para 4 pessoas" });
    expect(result.instructions.join(" ")).toMatch(/\bas batatas\b/);
  });

  it("a compound name is scaled whole: 2 pães franceses → 1 pão francês", () => {
    expect(scaleLine("2 pães franceses", 0.5)).toBe("1 pão francês");
    expect(scaleLine("1 pão francês", 3)).toBe("3 pães franceses");
  });
});

describe("a smaller batter bakes in a smaller pan, for less time", () => {
  const bake = (steps: readonly string[]) =>
    Number(/asse por (?:cerca de )?(\d+) minutos/i.exec(steps.join(" "))![1]);

  it("a torta de liquidificador for 2 bakes about 25 minutes in a 15 cm pan, not the 40 of the batch for 8", () => {
    const torta = generateOffline({
      ingredients: ["ervilha congelada"],
      skillLevel: "avancado",
      dish: "torta de liquidificador",
    });
    expect(torta.servings).toBe(8);
    expect(bake(torta.instructions)).toBe(40);
    const forTwo = modifyOffline({ recipe: torta, request: "para 2 pessoas" });
    expect(bake(forTwo.instructions)).toBe(25);
    expect(forTwo.instructions.join(" ")).toMatch(/unte uma forma pequena, de uns 15 cm, com/);
    expect(forTwo.cookingTime).toBeLessThan(torta.cookingTime);
    expect(lintRecipe(forTwo)).toEqual([]);
  });

  it("a cake for one bakes about 20 minutes, and the tip keeps the oven shut only that long", () => {
    const bolo = generateOffline({
      ingredients: ["castanha-de-caju"],
      skillLevel: "iniciante",
      dish: "bolo simples",
    });
    const forOne = modifyOffline({ recipe: bolo, request: "para 1 pessoa" });
    expect(bake(forOne.instructions)).toBe(20);
    expect(bolo.tips).toMatch(/Não abra o forno nos primeiros 30 minutos/);
    expect(forOne.tips).toMatch(/Não abra o forno nos primeiros 10 minutos/);
  });

  it("more people bake in more pans at the written time", () => {
    const bolo = generateOffline({ ingredients: ["banana"], skillLevel: "iniciante", dish: "bolo" });
    expect(bake(modifyOffline({ recipe: bolo, request: "para 12 pessoas" }).instructions)).toBe(
      bake(bolo.instructions),
    );
  });
});
