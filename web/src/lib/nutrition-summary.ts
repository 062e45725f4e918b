import { isIncompleteCount, type Recipe } from "@chefzap/shared";
import { formatNumber } from "./pt-br-format";

// A figure from under half of the weight would understate the dish (the cheese nobody matched), so
// lists show nothing rather than a number that looks precise.
const MIN_COVERAGE = 50;

/**
 * "≈ 420 kcal/porção" from the api's TACO summary; "pelo menos 420 kcal/porção" when a line is left
 * out of it (the figure is then a floor, and "≈" would pass it off as the dish's); null for doubtful
 * figures: under half of the weight or of the lines counted.
 */
export function kcalPerServingLabel(recipe: Recipe): string | null {
  const summary = recipe.nutritionSummary;
  if (!summary || !Number.isFinite(summary.caloriesPerServing) || summary.caloriesPerServing <= 0)
    return null;
  if (summary.coverage < MIN_COVERAGE) return null;
  const count = summary.count;
  if (count && count.counted * 2 < count.total) return null;
  const kcal = `${formatNumber(summary.caloriesPerServing, { maximumFractionDigits: 0 })} kcal/porção`;
  return isIncompleteCount(count) ? `pelo menos ${kcal}` : `≈ ${kcal}`;
}
