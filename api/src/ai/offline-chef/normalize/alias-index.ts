import { phraseKey } from "@chefzap/shared";
import { FOODS } from "../knowledge/catalogue.ts";
import type { FoodAlias, FoodEntry } from "../types.ts";

export interface AliasHit {
  food: FoodEntry;
  alias: FoodAlias;
}

/** Aliases that two foods claim; a test keeps this empty so no synonym silently changes meaning. */
export const ALIAS_CONFLICTS: string[] = [];

function buildIndex(): Map<string, AliasHit> {
  const index = new Map<string, AliasHit>();
  for (const food of FOODS) {
    for (const alias of food.aliases) {
      const key = phraseKey(alias.text);
      const existing = index.get(key);
      if (existing && existing.food !== food)
        ALIAS_CONFLICTS.push(`${alias.text}: ${existing.food.key}/${food.key}`);
      if (!existing) index.set(key, { food, alias });
    }
  }
  return index;
}

/** Matching key ("tomate cereja") → food and the alias the cook used. */
export const ALIAS_INDEX: ReadonlyMap<string, AliasHit> = buildIndex();

/** Longest alias in words, which bounds the n-gram search. */
export const LONGEST_ALIAS_WORDS = Math.max(...[...ALIAS_INDEX.keys()].map((key) => key.split(" ").length));
