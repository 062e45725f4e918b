import { phraseKey } from "@chefzap/shared";
import { FOOD_BY_KEY } from "../knowledge/catalogue.ts";
import type { FoodEntry, FoodUse } from "../types.ts";

const aliasKeys = new WeakMap<FoodEntry, readonly string[]>();

function keysOf(entry: FoodEntry): readonly string[] {
  let keys = aliasKeys.get(entry);
  if (!keys) {
    keys = entry.aliases.map((alias) => ` ${phraseKey(alias.text)} `);
    aliasKeys.set(entry, keys);
  }
  return keys;
}

/** True when the text names the food by any of its names, ignoring case, accents and plurals. */
export function mentionsFood(text: string, use: Pick<FoodUse, "food" | "display">): boolean {
  const haystack = ` ${phraseKey(text)} `;
  return (
    haystack.includes(` ${phraseKey(use.display)} `) || keysOf(use.food).some((key) => haystack.includes(key))
  );
}

/** Same check by catalogue key; unknown keys compare as plain phrases. */
export function mentionsKey(text: string, key: string): boolean {
  const entry = FOOD_BY_KEY.get(key);
  if (entry) return mentionsFood(text, { food: entry, display: entry.name });
  return ` ${phraseKey(text)} `.includes(` ${phraseKey(key)} `);
}
