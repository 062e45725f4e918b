import { describe, expect, it } from "vitest";
import { lintRecipe } from "../../linter/index.ts";
import { generateOffline } from "../index.ts";
import { ingredientSets } from "../testing/ingredient-sets.ts";
import type { SkillLevel } from "../types.ts";

const LEVELS: readonly SkillLevel[] = ["iniciante", "intermediario", "avancado"];
// Bounded for npm test; `npm run bench` reads 5,000 more sets from another seed.
const SETS = 1200;

describe(`the recipe linter over ${SETS} offline recipes from seeded ingredient sets`, () => {
  it("finds nothing a cook would trip on, at every skill level and version", () => {
    const flagged: string[] = [];
    for (const [n, ingredients] of ingredientSets(SETS, 7).entries()) {
      const recipe = generateOffline({ ingredients, skillLevel: LEVELS[n % 3]!, version: n % 3 });
      for (const finding of lintRecipe(recipe))
        flagged.push(
          `${recipe.title} (${ingredients.join(", ")}): ${finding.code} at ${finding.at}: ${finding.detail}`,
        );
    }
    expect(flagged).toEqual([]);
    // A busy two-core machine takes seconds over these sets; the time itself is the bench's business.
  }, 60_000);
});
