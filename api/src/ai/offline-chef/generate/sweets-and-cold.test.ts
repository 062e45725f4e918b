import { describe, expect, it } from "vitest";
import { generateOffline } from "../index.ts";
import type { SkillLevel } from "../types.ts";

const LEVELS: readonly SkillLevel[] = ["iniciante", "intermediario", "avancado"];
const at = (ingredients: string[], dish?: string) =>
  LEVELS.map((skillLevel) => generateOffline({ ingredients, skillLevel, dish }));
const left = (recipe: { leftOut: { ingredient: string }[] }) => recipe.leftOut.map((l) => l.ingredient);

describe("sweets and cold dishes a cook would make as written", () => {
  it("makes a bolo de chocolate when asked, even with a carrot at hand, and with cacau, farinha and ovos", () => {
    for (const recipe of [
      ...at(["farinha", "ovos", "cenoura"], "bolo de chocolate"),
      ...at(["cacau", "farinha", "ovos"]),
    ]) {
      expect(recipe.title).toMatch(/^Bolo de chocolate/);
      expect(recipe.instructions[0]).toMatch(/Preaqueça o forno a 180 °C.*unte/);
      expect(recipe.instructions.join(" ")).toMatch(/palito/);
    }
  });

  it("covers a bolo de chocolate with brigadeiro mole after it leaves the pan", () => {
    for (const recipe of at(["cacau", "farinha", "ovos", "leite condensado"])) {
      const steps = recipe.instructions;
      const topping = steps.findIndex((step) => /brigadeiro mole/.test(step));
      const unmould = steps.findIndex((step) => /desenform/.test(step));
      expect(topping).toBeGreaterThan(unmould);
      expect(recipe.ingredients).toContain("1 lata de leite condensado");
    }
  });

  it("counts 3 maçãs for a cake, names the cut once, and takes the cook's creme de leite", () => {
    for (const recipe of at(["maçã", "creme de leite", "farinha", "ovos"])) {
      expect(recipe.ingredients).toContain("3 maçãs");
      expect(recipe.instructions.some((step) => /Descasque as maçãs/.test(step))).toBe(true);
      expect(recipe.ingredients).toContain("1 caixinha de creme de leite");
      expect(left(recipe)).toEqual([]);
    }
  });

  it("makes a pasta salad with al dente pasta, a cup of dressing and the cook's cebola in thin slices", () => {
    for (const recipe of at(["macarrão", "iogurte", "pimentão", "cebola"], "salada de macarrão")) {
      expect(recipe.ingredients).toContain("250 g de macarrão");
      expect(recipe.ingredients).toContain("1 xícara (chá) de iogurte");
      expect(recipe.ingredients).toContain("1 cebola em fatias finas");
      expect(recipe.title).toBe("Salada de macarrão com pimentão");
      expect(recipe.instructions.some((step) => /al dente/.test(step))).toBe(true);
      expect(left(recipe)).toEqual([]);
    }
  });

  it("makes alho e óleo in azeite, with the cook's manteiga only as a finish, cooked al dente", () => {
    for (const recipe of at(["macarrão", "alho", "manteiga"], "alho e óleo")) {
      const steps = recipe.instructions.join(" ");
      expect(steps).toMatch(/o alho no azeite/);
      expect(steps).toMatch(/Desligue o fogo e junte a manteiga/);
      expect(steps).not.toMatch(/ao dente/);
      expect(recipe.description).toMatch(/^Macarrão com alho dourado no azeite/);
    }
  });

  it("puts the cook's queijo in a sanduíche natural and promises no vegetables it does not have", () => {
    for (const recipe of at(["pão", "queijo", "presunto"], "sanduíche natural")) {
      expect(recipe.title).toBe("Sanduíche natural de presunto e queijo");
      expect(recipe.description).not.toMatch(/legumes/);
      expect(left(recipe)).toEqual([]);
    }
  });

  it("describes a tray of mandioca and abobrinha in agreement, with only what is listed", () => {
    const [recipe] = at(["mandioca", "abobrinha", "azeite"]);
    expect(recipe!.description).toMatch(/^Mandioca e abobrinha assadas com azeite,/);
  });

  it("makes a description's participle agree with the foods it describes", () => {
    const description = (ingredients: string[]) =>
      generateOffline({ ingredients, skillLevel: "avancado" }).description;
    expect(description(["goiaba", "laranja"])).toMatch(/^Goiabas picadinhas /);
    expect(description(["agrião"])).toMatch(/^Agrião refogado /);
  });

  it("lists the foods a step joins with commas and one 'e'", () => {
    const steps = (ingredients: string[]) =>
      generateOffline({ ingredients, skillLevel: "intermediario" }).instructions;
    expect(steps(["ricota"])).toContain(
      "Refogue a cebola, o alho e a ricota e tempere com sal e pimenta-do-reino.",
    );
    expect(steps(["rabanete", "mostarda em folha", "farinha de trigo"])).toContain(
      "Refogue a cebola, o alho, a mostarda em folha e os rabanetes e tempere com sal e pimenta-do-reino.",
    );
  });
});
