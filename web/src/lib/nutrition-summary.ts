import type { Recipe } from "@chefzap/shared";
import { formatNumber } from "./pt-br-format";

// A figure from under half of the weight would understate the dish (the cheese nobody matched), so
// lists show nothing rather than a number that looks precise.
const MIN_COVERAGE = 50;

/** "≈ 420 kcal/porção" from the api's TACO summary, or null for older recipes and doubtful figures. */
export function kcalPerServingLabel(recipe: Recipe): string | null {
  const summary = recipe.nutritionSummary;
  if (!summary || !Number.isFinite(summary.caloriesPerServing) || summary.caloriesPerServing <= 0)
    return null;
  if (summary.coverage < MIN_COVERAGE) return null;
  return `≈ ${formatNumber(summary.caloriesPerServing, { maximumFractionDigits: 0 })} kcal/porção`;
}
