import type { Recipe } from "@chefzap/shared";

/** kcal and protein per serving the api computes from TACO when a recipe is written. */
export interface NutritionSummary {
  caloriesPerServing: number;
  proteinPerServing: number;
  /** Percent of the weight matched to TACO. */
  coverage: number;
}

// Older recipes, and recipes whose lines matched too little of TACO, carry no useful figure.
const MIN_COVERAGE = 50;

const kcalFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

/**
 * "≈ 420 kcal/porção" for lists and headers, or null. The summary is optional on the api's recipes
 * (not in shared's schema yet), so it is read defensively; a figure from under half of the weight
 * would understate the dish, so it is not shown.
 */
export function kcalPerServingLabel(recipe: Recipe): string | null {
  const summary = (recipe as Recipe & { nutritionSummary?: NutritionSummary | null }).nutritionSummary;
  if (!summary || !Number.isFinite(summary.caloriesPerServing) || summary.caloriesPerServing <= 0)
    return null;
  if (summary.coverage < MIN_COVERAGE) return null;
  return `≈ ${kcalFormat.format(summary.caloriesPerServing)} kcal/porção`;
}
