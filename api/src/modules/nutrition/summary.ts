import { NUTRITION_MAX_INGREDIENTS } from "@chefzap/shared";
import { LruCache } from "./lru-cache.ts";
import { percent, round, sumLines } from "./nutrition-calc.ts";
import type { NutritionSummary } from "./nutrition-result.ts";
import { groundAll } from "./serving-facts.ts";

/**
 * kcal and protein per serving for recipe lists, with what the figures leave out; computed inline
 * when a recipe is written. The same numbers as the full analysis, without its advice and swaps.
 */
export function summarizeNutrition(
  ingredients: readonly string[],
  servings: number,
): NutritionSummary | null {
  const lines = ingredients
    .filter((l) => typeof l === "string" && l.trim())
    .slice(0, NUTRITION_MAX_INGREDIENTS);
  if (lines.length === 0 || !Number.isInteger(servings) || servings < 1) return null;
  const totals = sumLines(groundAll(lines), servings);
  return {
    caloriesPerServing: round(totals.sum.energyKcal / servings),
    proteinPerServing: round(totals.sum.proteinG / servings, 1),
    coverage: percent(totals.matchedGrams, totals.grams),
    count: { counted: totals.countedLines, total: totals.lines, missing: totals.uncounted },
  };
}

// Old rows are read again and again by lists; their lines never change, so their summary is kept.
const upgraded = new LruCache<string, NutritionSummary | null>(2000);

/**
 * A stored summary as the api answers it. One written before the count was kept may hide lines it
 * left out (its figure silently low), so it is worked out again from the recipe's own lines.
 */
export function readSummary(
  stored: NutritionSummary | null,
  ingredients: readonly string[],
  servings: number,
): NutritionSummary | null {
  if (!stored || stored.count) return stored;
  const key = JSON.stringify([servings, ingredients]);
  let summary = upgraded.get(key);
  if (summary === undefined) {
    summary = summarizeNutrition(ingredients, servings);
    upgraded.set(key, summary);
  }
  return summary ?? stored;
}
