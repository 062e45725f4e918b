import type { FoodEntry } from "../types.ts";
import { buildFood } from "./food-seed.ts";
import { CARB_SEEDS } from "./foods/carbs.ts";
import { DAIRY_SEEDS } from "./foods/dairy.ts";
import { FRUIT_SEEDS } from "./foods/fruits.ts";
import { LEGUME_NUT_SEEDS } from "./foods/legumes-nuts.ts";
import { PROTEIN_SEEDS } from "./foods/proteins.ts";
import { SEASONING_SEEDS } from "./foods/seasonings.ts";
import { SWEET_SEEDS } from "./foods/sweets.ts";
import { VEGETABLE_SEEDS } from "./foods/vegetables.ts";

/** Every food the offline chef knows, built once at module load. */
export const FOODS: readonly FoodEntry[] = [
  ...PROTEIN_SEEDS,
  ...CARB_SEEDS,
  ...VEGETABLE_SEEDS,
  ...LEGUME_NUT_SEEDS,
  ...DAIRY_SEEDS,
  ...FRUIT_SEEDS,
  ...SWEET_SEEDS,
  ...SEASONING_SEEDS,
].map(buildFood);

export const FOOD_BY_KEY: ReadonlyMap<string, FoodEntry> = new Map(FOODS.map((food) => [food.key, food]));

/**
 * Assumed to be in every kitchen: a dish may add them without the cook typing them, and they are
 * never reported as left out unless the cook typed them.
 */
export const PANTRY_KEYS: ReadonlySet<string> = new Set([
  "sal",
  "óleo",
  "azeite",
  "alho",
  "cebola",
  "água",
  "pimenta-do-reino",
]);

/** The catalogue entry for a key the knowledge files use; a typo there is a bug, so it throws. */
export function food(key: string): FoodEntry {
  const found = FOOD_BY_KEY.get(key);
  if (!found) throw new Error(`offline chef: unknown food key "${key}"`);
  return found;
}
