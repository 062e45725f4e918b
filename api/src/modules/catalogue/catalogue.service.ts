import { fold, FOOD_CATEGORIES, phraseKey, type FoodRow, type FoodsResponse } from "@chefzap/shared";
import type { CatalogueData } from "./catalogue-data.ts";
import { buildNameIndex, resolveName, resolveWhole, type Resolved } from "./name-index.ts";
import type { FoodName } from "./name-keys.ts";

export type { Resolved };

const MAX_CACHED = 5000;

/** The one place that knows foods: names and aliases, categories, aisles, diets, TACO ids, portions. */
export function createCatalogueService({ data }: { data: CatalogueData }) {
  const index = buildNameIndex(data.foods);
  const byId = new Map(data.foods.map((food) => [food.id, food]));
  const selector = toSelector(data.foods);
  const resolved = new Map<string, Resolved | undefined>();
  return {
    /** Changes whenever the file does (the ETag of GET /api/foods). */
    version: data.version,
    list: (): readonly FoodRow[] => data.foods,
    byId: (id: string): FoodRow | undefined => byId.get(id),
    /** The food a text names and how sure that is; undefined when nothing fits. */
    resolve(text: string): Resolved | undefined {
      if (resolved.has(text)) return resolved.get(text);
      const hit = resolveName(index, text);
      if (resolved.size >= MAX_CACHED) resolved.clear();
      resolved.set(text, hit);
      return hit;
    },
    /** The food a phrase cut out of a message names as a whole (its words already match keys). */
    whole: (words: string[]): Resolved | undefined => resolveWhole(index, words),
    /** How many words the longest food name has. */
    longestName: index.longest,
    /** A name by its match key, for matchers that cut the text into phrases themselves. */
    lookup: (text: string): FoodName | undefined => index.byKey.get(phraseKey(text)),
    /** GET /api/foods: the twelve categories in the spec's order, foods in the file's order. */
    selector: (): FoodsResponse => selector,
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

function toSelector(foods: readonly FoodRow[]): FoodsResponse {
  return {
    categories: FOOD_CATEGORIES.map((name) => ({
      id: fold(name).replace(/[^a-z0-9]+/g, "_"),
      name,
      foods: foods
        .filter((food) => food.category === name)
        .map(({ id, name: foodName, common, icon }) => ({ id, name: foodName, common, icon })),
    })),
  };
}
