import { generatedRecipeSchema } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { lintRecipe } from "../../linter/index.ts";
import { generateOffline } from "../index.ts";
import { FOODS } from "../knowledge/catalogue.ts";
import { mentionedIn } from "../testing/recipe-checks.ts";
import type { SkillLevel } from "../types.ts";

const LEVELS: readonly SkillLevel[] = ["iniciante", "intermediario", "avancado"];

/** What is wrong with the dish made of one food alone; empty when a cook could follow it. */
function problemsWith(name: string, skillLevel: SkillLevel): string[] {
  const recipe = generateOffline({ ingredients: [name], skillLevel });
  const problems = lintRecipe(recipe).map((finding) => `${finding.code} ${finding.at}: ${finding.detail}`);
  if (!generatedRecipeSchema.safeParse(recipe).success) problems.push("breaks the shared schema");
  for (const left of recipe.leftOut) problems.push(`left out: ${left.reason}`);
  if (!mentionedIn(recipe.ingredients, name)) problems.push("not in the ingredients");
  if (!mentionedIn(recipe.instructions, name)) problems.push("in no step");
  return problems.map((problem) => `${name} (${skillLevel}) → ${recipe.title}: ${problem}`);
}

// Every food the catalogue lets a cook pick must make a dish on its own, at every level: the levels
// write different steps, and a step one level drops can leave a food unused.
describe("every catalogue food, alone", () => {
  it.each(LEVELS)("makes a dish that uses it and that the linter passes (%s)", (level) => {
    expect(FOODS.flatMap((food) => problemsWith(food.name, level))).toEqual([]);
  });
});
