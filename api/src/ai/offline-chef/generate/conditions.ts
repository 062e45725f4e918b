import type { Condition } from "../knowledge/dish-types.ts";
import type { FoodEntry, FoodUse } from "../types.ts";

/** A food key, "#tag", "@role" or "*" against one food. */
export function matches(token: string, food: FoodEntry): boolean {
  if (token === "*") return true;
  if (token.startsWith("#")) return food.tags.has(token.slice(1));
  if (token.startsWith("@")) return food.role === token.slice(1);
  return food.key === token;
}

/** Whether the dish's foods meet a step's or a tip's condition; no condition always holds. */
export function holds(
  condition: Condition | undefined,
  filled: ReadonlyMap<string, readonly FoodUse[]>,
): boolean {
  if (!condition) return true;
  const negated = condition.startsWith("!");
  const body = negated ? condition.slice(1) : condition;
  const colon = body.indexOf(":");
  const uses = colon < 0 ? [...filled.values()].flat() : (filled.get(body.slice(0, colon)) ?? []);
  const tokens = (colon < 0 ? body : body.slice(colon + 1)).split("|");
  const wanted = tokens.filter((token) => !token.startsWith("-"));
  const unwanted = tokens.filter((token) => token.startsWith("-")).map((token) => token.slice(1));
  const found = uses.some(
    (use) =>
      wanted.some((token) => matches(token, use.food)) && !unwanted.some((token) => matches(token, use.food)),
  );
  return found !== negated;
}
