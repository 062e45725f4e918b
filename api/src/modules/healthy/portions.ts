import type { ServingFacts } from "../nutrition/index.ts";
import type { PortionBound } from "./rule.ts";

// A serving may shrink to 60 % or grow to 150 % of what the dish was written for: a lighter or a
// heartier plate, not a different meal.
const SMALLEST = 0.6;
const LARGEST = 1.5;
const MAX_SERVINGS = 12;

function meets(facts: ServingFacts, bounds: readonly PortionBound[], factor: number): boolean {
  return bounds.every(({ nutrient, min, max }) => {
    const value = facts[nutrient] * factor;
    return (min === undefined || value >= min) && (max === undefined || value <= max);
  });
}

/**
 * The number of servings, as close to the dish's own as it can be, at which every per-serving bound
 * holds; `current` when none does. The lines stay as written: only the portion changes.
 */
export function solveServings(
  facts: ServingFacts,
  bounds: readonly PortionBound[],
  current: number,
  base: number,
): number {
  if (bounds.length === 0) return current;
  const low = Math.max(1, Math.ceil(base / LARGEST));
  const high = Math.min(MAX_SERVINGS, Math.floor(base / SMALLEST));
  const candidates = Array.from({ length: high - low + 1 }, (_, i) => low + i).sort(
    (a, b) => Math.abs(a - base) - Math.abs(b - base) || a - b,
  );
  // Per-serving numbers are for `current` servings; at n servings they are current / n of them.
  return candidates.find((n) => meets(facts, bounds, current / n)) ?? current;
}
