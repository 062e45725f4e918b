import { foodFacts, gramsAsBought } from "./food-facts.ts";
import type { PriceTable } from "./food-prices.ts";
import type { MealTemplate } from "./templates/index.ts";
import type { PlannedDay } from "./types.ts";

/** Reais per gram served, and whether the price behind it is an estimate. */
export interface GramPrice {
  brl: number;
  estimated: boolean;
}

/**
 * What one gram on the plate costs: cooked grams (arroz cozido) are priced as the raw grams they were
 * cooked from, which is what the shop sells.
 */
export function gramPrice(prices: PriceTable, foodId: string, cooked: boolean): GramPrice {
  const price = prices.get(foodId);
  if (!price) throw new Error(`no price for "${foodId}" in the price table`);
  const bought = cooked ? gramsAsBought(foodId, 1000) / 1000 : 1;
  return { brl: (price.brlPerKg / 1000) * bought, estimated: price.estimated };
}

/** Reais per kcal of a template at its household portions, to tell cheap dishes from dear ones. */
export function brlPerKcal(template: MealTemplate, prices: PriceTable): number {
  let brl = 0;
  let kcal = 0;
  for (const f of template.foods) {
    brl += gramPrice(prices, f.food, f.cooked).brl * f.grams;
    kcal += (foodFacts(f.food, f.cooked).per100g.energyKcal / 100) * f.grams;
  }
  return kcal > 0 ? brl / kcal : Infinity;
}

/** A day's food cost in reais, and the part of it priced by estimates. */
export function dayCost(day: PlannedDay, prices: PriceTable): { brl: number; estimatedBrl: number } {
  let brl = 0;
  let estimatedBrl = 0;
  for (const food of day.meals.flatMap((m) => m.foods)) {
    const price = gramPrice(prices, food.foodId, food.cooked);
    brl += price.brl * food.grams;
    if (price.estimated) estimatedBrl += price.brl * food.grams;
  }
  return { brl, estimatedBrl };
}
