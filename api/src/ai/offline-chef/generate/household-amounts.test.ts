import { describe, expect, it } from "vitest";
import { generateOffline } from "../index.ts";
import { ingredientSets } from "../testing/ingredient-sets.ts";
import type { SkillLevel } from "../types.ts";

const LEVELS: readonly SkillLevel[] = ["iniciante", "intermediario", "avancado"];
const recipe = (ingredients: string[], skillLevel: SkillLevel = "intermediario") =>
  generateOffline({ ingredients, skillLevel });
const lineOf = (lines: readonly string[], food: RegExp) => lines.find((line) => food.test(line));

describe("the offline chef writes amounts as a cook buys and uses them", () => {
  it("counts onions, peppers and tomatoes whole or by half, and opens packages whole or by half", () => {
    const odd: string[] = [];
    for (const [n, ingredients] of ingredientSets(400, 31).entries()) {
      const { ingredients: lines } = generateOffline({
        ingredients,
        skillLevel: LEVELS[n % 3]!,
        version: n % 2,
      });
      for (const line of lines) {
        if (/^(\d+ )?[¼¾] (cebolas?|piment[ãõ]o|tomates?)\b/.test(line)) odd.push(line);
        if (/^(\d+ )?[¼¾] (caixinha|lata|maço)/.test(line)) odd.push(line);
        if (/^(\d+|\d+ ½) colheres \(sopa\)/.test(line) && parseInt(line) > 8) odd.push(line);
      }
    }
    expect(odd).toEqual([]);
  });

  it("writes a caixinha of creme de leite de coco whole, not ¾ of one", () => {
    const moqueca = recipe(["queijo de soja", "molho de soja", "carne moída", "creme de leite de coco"]);
    expect(lineOf(moqueca.ingredients, /creme de leite de coco/)).toBe(
      "1 caixinha de creme de leite de coco",
    );
  });

  it("measures grated coconut for a cake in xícaras, never 24 colheres (sopa)", () => {
    const cake = recipe(["2 cocos", "chocolate em pó", "farinha de trigo"]);
    expect(cake.title).toBe("Bolo de chocolate com coco");
    expect(lineOf(cake.ingredients, /\bcoco$/)).toBe("2 xícaras (chá) de coco");
  });

  it("sautés 2 portions in 1 colher (sopa) of fat", () => {
    const beef = recipe(["carne", "tomate", "creme de leite"]);
    expect(lineOf(beef.ingredients, /azeite/)).toBe("1 colher (sopa) de azeite");
  });

  it("keeps a plate of costela within a main's kcal, and a brigadeiro's add-ins to a handful", () => {
    const costela = recipe(["costela bovina"], "iniciante");
    expect(lineOf(costela.ingredients, /costela/)).toBe("250 g de costela bovina em cubos grandes");
    const brigadeiro = recipe(["castanha do pará", "paçoca de amendoim"]);
    // Paçocas of 20 g, crumbled into one can of condensed milk.
    expect(brigadeiro.ingredients).toContain("9 paçocas de amendoim");
    // Measured by the spoon, the castanhas are chopped, as a brigadeiro is rolled in them.
    expect(brigadeiro.ingredients).toContain("5 colheres (sopa) de castanha-do-pará picada");
  });
});
