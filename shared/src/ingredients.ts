import { fold } from "./text/fold.ts";

/**
 * Adds a typed ingredient: trimmed, non-empty and not already listed (case- and accent-insensitive).
 * Returns the same array when nothing changes so React can skip a render.
 */
export function addIngredient(list: readonly string[], input: string): readonly string[] {
  const value = input.trim().replace(/\s+/g, " ");
  if (!value) return list;
  const key = ingredientKey(value);
  if (list.some((item) => ingredientKey(item) === key)) return list;
  return [...list, value];
}

/** Merges several ingredients at once (scanner results, suggestion picks) without duplicates. */
export function mergeIngredients(list: readonly string[], additions: readonly string[]): readonly string[] {
  return additions.reduce<readonly string[]>((acc, item) => addIngredient(acc, item), list);
}

/** Lower-case, accent-free comparison key: "Limão" and "limao" are the same ingredient. */
export function ingredientKey(value: string): string {
  return fold(value.trim());
}
