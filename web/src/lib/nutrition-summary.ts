import type { Recipe } from "@chefzap/shared";

// A figure from under half of the weight would understate the dish (the cheese nobody matched), so
// lists show nothing rather than a number that looks precise.
const MIN_COVERAGE = 50;

const kcalFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

/** "≈ 420 kcal/porção" from the api's TACO summary, or null for older recipes and doubtful figures. */
export function kcalPerServingLabel(recipe: Recipe): string | null {
  const summary = recipe.nutritionSummary;
  if (!summary || !Number.isFinite(summary.caloriesPerServing) || summary.caloriesPerServing <= 0)
    return null;
  if (summary.coverage < MIN_COVERAGE) return null;
  return `≈ ${kcalFormat.format(summary.caloriesPerServing)} kcal/porção`;
}
