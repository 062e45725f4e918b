import { phraseKey } from "@chefzap/shared";
import { courseOfTitle, linesKcal, MAX_KCAL } from "../../offline-chef/knowledge/portions.ts";
import type { Finding } from "../finding.ts";
import type { LintContext } from "../lint-context.ts";
import { namesIn } from "../vocabulary.ts";

/**
 * The chef writes a portion within its course's bound (a main ≤ 800 kcal, a side ≤ 400, a slice of a
 * sweet ≤ 450); a cook's own change may pass it a little (bacon added to a galinhada, a carbonara), so
 * the reading flags only what is plainly too much: over the bound by more than this share.
 */
const OVER_BY = 1.15;

export function caloriesPerPortion({ recipe }: LintContext): Finding[] {
  const protein = namesIn(recipe.title).some(({ food }) => food.role === "protein");
  const course = courseOfTitle(phraseKey(recipe.title), protein);
  const perPortion = Math.round(linesKcal(recipe.ingredients) / recipe.servings);
  return perPortion > MAX_KCAL[course] * OVER_BY
    ? [
        {
          code: "kcal_over_course",
          at: "ingredients",
          detail: `${perPortion} kcal per portion, over ${MAX_KCAL[course]} for a ${course}`,
        },
      ]
    : [];
}
