import { describe, expect, it } from "vitest";
import { lintRecipe } from "../../linter/index.ts";
import { generateOffline, modifyOffline } from "../index.ts";

const quiche = (request?: string) => {
  const recipe = generateOffline({
    ingredients: ["ovo", "queijo", "presunto", "creme de leite"],
    skillLevel: "intermediario",
    dish: "quiche",
  });
  return request ? modifyOffline({ recipe, request }) : recipe;
};

describe("a quiche moved to the airfryer", () => {
  it("for 6, is baked in two batches in formas that fit, and takes longer than one batch", () => {
    const recipe = quiche();
    expect(recipe.servings).toBeGreaterThan(4);
    const result = modifyOffline({ recipe, request: "na airfryer" });
    const batches = result.instructions.findIndex((step) => /duas formas pequenas/.test(step));
    const form = result.instructions.findIndex((step) => /forma .*que caiba na airfryer/.test(step));
    expect(batches).toBeGreaterThanOrEqual(0);
    expect(batches).toBeLessThan(form);
    expect(
      result.instructions.filter((step) => /\bAsse\b/.test(step)).every((s) => /\d+ minutos/.test(s)),
    ).toBe(true);
    const single = modifyOffline({ recipe: quiche("para 2 pessoas"), request: "na airfryer" });
    expect(single.instructions.join(" ")).not.toMatch(/duas formas/);
    expect(result.cookingTime).toBeGreaterThan(single.cookingTime);
    expect(lintRecipe(result)).toEqual([]);
  });
});
