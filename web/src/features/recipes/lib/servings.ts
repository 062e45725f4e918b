/** Spec §9: the selector offers 1 to 4 people. */
export const SERVING_CHOICES = [1, 2, 3, 4] as const;

/** The most people a recipe's own count is offered for, beyond the spec's four. */
const LARGEST_OWN_SERVINGS = 50;

const ownServings = (recipeServings: number | null | undefined) =>
  recipeServings && recipeServings > 0 ? Math.min(Math.round(recipeServings), LARGEST_OWN_SERVINGS) : 1;

/**
 * The spec's 1 to 4 people, plus the recipe's own count when it is larger: a cuscuz for 6 opens as
 * written, instead of scaled down to "1,3 ovo".
 */
export function servingChoices(recipeServings: number | null | undefined): number[] {
  const own = ownServings(recipeServings);
  return own > SERVING_CHOICES.at(-1)! ? [...SERVING_CHOICES, own] : [...SERVING_CHOICES];
}

/** The selector's starting value: the recipe's own servings; a recipe without them counts as 1 (spec §5). */
export function defaultServings(recipeServings: number | null | undefined): number {
  return ownServings(recipeServings);
}

export const servingsLabel = (n: number) => `${n} ${n === 1 ? "pessoa" : "pessoas"}`;
