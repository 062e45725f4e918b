/** Spec §9: the selector offers 1 to 4 people. */
export const SERVING_CHOICES = [1, 2, 3, 4] as const;

/**
 * The selector's starting value: the recipe's own servings when the selector offers them, else the
 * nearest choice; a recipe without servings counts as 1 (spec §5).
 */
export function defaultServings(recipeServings: number | null | undefined): number {
  const servings = recipeServings && recipeServings > 0 ? recipeServings : 1;
  return Math.min(SERVING_CHOICES.at(-1)!, Math.max(SERVING_CHOICES[0], servings));
}

export const servingsLabel = (n: number) => `${n} ${n === 1 ? "pessoa" : "pessoas"}`;
