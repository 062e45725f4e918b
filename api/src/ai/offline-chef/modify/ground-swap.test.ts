import { describe, expect, it } from "vitest";
import { lintRecipe } from "../../linter/index.ts";
import { generateOffline, modifyOffline } from "../index.ts";

const dish = (ingredients: string[], skillLevel: "iniciante" | "avancado", dishId?: string) =>
  generateOffline({ ingredients, skillLevel, dish: dishId });

describe("frango swapped for carne moída", () => {
  it.each(["iniciante", "avancado"] as const)(
    "a galinhada becomes arroz com carne moída, browned loose, without the coxa tip (%s)",
    (level) => {
      const recipe = dish(["frango", "arroz", "cebola"], level, "galinhada");
      expect(recipe.title).toMatch(/^Galinhada/);
      const result = modifyOffline({ recipe, request: "troque o frango por carne moída" });
      expect(result.title).toMatch(/^Arroz com carne moída/);
      const steps = result.instructions.join(" ");
      expect(steps).toMatch(/refogue a carne moída, soltando com a colher, até perder a cor rosada/);
      expect(steps).not.toMatch(/crosta|sele |aos poucos, virando/);
      expect(result.tips).not.toMatch(/coxa|sobrecoxa|peito/);
      expect(lintRecipe(result)).toEqual([]);
    },
  );

  it("a galinhada whose chicken is swapped for another chicken stays a galinhada", () => {
    const recipe = dish(["frango", "arroz", "cebola"], "iniciante", "galinhada");
    expect(modifyOffline({ recipe, request: "troque o frango por galinha caipira" }).title).toMatch(
      /^Galinhada/,
    );
  });

  it.each([
    [["frango", "limão"], "grelhado"],
    [["frango", "batata"], "assado"],
    [["frango", "farinha de rosca", "ovo"], "parmegiana"],
  ])("is refused with a reason where the chicken goes whole (%s)", (ingredients) => {
    let whole = 0;
    for (const version of [0, 1, 2]) {
      const recipe = generateOffline({ ingredients, skillLevel: "iniciante", version });
      if (!/grelh|assad|desfiad|parmegiana|milanesa/i.test(recipe.title)) continue;
      whole += 1;
      expect(() => modifyOffline({ recipe, request: "troque o frango por carne moída" })).toThrow(
        /carne moída não se prepara assim/,
      );
    }
    expect(whole).toBeGreaterThan(0);
  });
});

describe("carne moída swapped for frango", () => {
  it("'troque a carne por frango' on a carne moída dish gives a chicken dish the linter passes", () => {
    const recipe = dish(["carne moída", "arroz", "tomate"], "iniciante");
    const result = modifyOffline({ recipe, request: "troque a carne por frango" });
    expect(result.title).toMatch(/frango/);
    expect(result.ingredients.join(" ")).not.toMatch(/carne moída/);
    expect(lintRecipe(result)).toEqual([]);
  });
});
