import { catalogue } from "../../../modules/catalogue/index.ts";
import type { FoodEntry } from "../types.ts";
import { chefEntry } from "./food-entry.ts";

function buildFoods(): FoodEntry[] {
  const rows = catalogue().list();
  return rows
    .filter((row) => row.chef)
    .map((row) =>
      chefEntry(
        row,
        rows.filter((kind) => kind.parent === row.id),
      ),
    );
}

/** Every food the offline chef knows: the food catalogue's foods with a portion for the chef, by id. */
export const FOODS: readonly FoodEntry[] = buildFoods();

export const FOOD_BY_KEY: ReadonlyMap<string, FoodEntry> = new Map(FOODS.map((food) => [food.key, food]));

/**
 * Assumed to be in every kitchen: a dish may add them without the cook typing them, and they are
 * never reported as left out unless the cook typed them.
 */
export const PANTRY_KEYS: ReadonlySet<string> = new Set([
  "sal",
  "oleo",
  "azeite",
  "alho",
  "cebola",
  "agua",
  "pimenta_do_reino",
]);

/** The entry for a catalogue id the knowledge files use; a typo there is a bug, so it throws. */
export function food(key: string): FoodEntry {
  const found = FOOD_BY_KEY.get(key);
  if (!found) throw new Error(`offline chef: unknown food id "${key}"`);
  return found;
}
