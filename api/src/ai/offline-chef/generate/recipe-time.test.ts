import { recipeTimeText } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { generateOffline } from "../index.ts";
import type { SkillLevel } from "../types.ts";

const LEVELS: readonly SkillLevel[] = ["iniciante", "intermediario", "avancado"];
const at = (ingredients: string[], dish?: string) =>
  LEVELS.map((skillLevel) => generateOffline({ ingredients, skillLevel, dish }));

describe("a recipe's time as a cook plans it", () => {
  it("shows a pudim's and a mousse's hours in the fridge after their minutes", () => {
    for (const recipe of [
      ...at(["leite condensado", "leite"], "pudim"),
      ...at(["café", "creme de leite"], "mousse"),
    ])
      expect(recipeTimeText(recipe)).toMatch(/^\d+ min \+ \d+ h na geladeira$/);
  });

  it("gives a brigadeiro the hour it cools before it can be rolled", () => {
    for (const recipe of at(["doce de leite"], "brigadeiro"))
      expect(recipeTimeText(recipe)).toMatch(/^\d+ min \+ 1 h para esfriar$/);
  });

  it("times a salpicão of canned tuna by its few minutes of work, and one of chicken by its cooking", () => {
    const [tuna, chicken] = [at(["atum"], "salpicão"), at(["frango"], "salpicão")];
    // A salpicão is a beginner's dish at any level asked, so it is written and timed as one.
    expect(tuna.map((recipe) => recipe.cookingTime)).toEqual([15, 15, 15]);
    for (const recipe of chicken) expect(recipe.cookingTime).toBeGreaterThanOrEqual(40);
    expect(recipeTimeText(tuna[2]!)).toMatch(/^15 min\b/);
  });

  it("counts a quiche's chilled dough as a wait beside the work of making it", () => {
    for (const recipe of at(["tomate"], "quiche")) {
      expect(recipeTimeText(recipe)).toMatch(/^\d+ min \+ 30 min na geladeira$/);
      // Blind bake, the filling's bake and the tomatoes on the stove are all work.
      expect(recipe.cookingTime).toBeGreaterThanOrEqual(60);
    }
  });
});
