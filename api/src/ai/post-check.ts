import { phraseKey, phraseWords, type GeneratedRecipe } from "@chefzap/shared";
import { MalformedOutputError } from "./errors.ts";

const FILLER = new Set(["de", "da", "do", "das", "dos", "com", "sem", "em", "a", "o", "e"]);

/** Significant words of an ingredient, singular and folded: "Peitos de frango" → ["peito", "frango"]. */
function significantWords(value: string): string[] {
  return phraseWords(value).filter((w) => w.length >= 3 && !FILLER.has(w));
}

/** True when `text` names the ingredient (any significant word, ignoring accents, case and plurals). */
export function mentions(text: string, ingredient: string): boolean {
  const haystack = phraseKey(text);
  return significantWords(ingredient).some((word) => haystack.includes(word));
}

/**
 * What we require of any generated recipe before a user sees it: it uses the cook's ingredients (and
 * only claims ones they gave), each used ingredient is in the list and in a step, and the numbers are
 * plausible. A failure is "malformed output", so the provider retries and then falls back.
 */
export function postCheckRecipe(recipe: GeneratedRecipe, given: readonly string[]): GeneratedRecipe {
  const problems: string[] = [];
  if (recipe.usedIngredients.length === 0) problems.push("uses none of the given ingredients");
  for (const used of recipe.usedIngredients) {
    if (!given.some((g) => mentions(g, used) || mentions(used, g)))
      problems.push(`claims "${used}" was given`);
    if (!recipe.ingredients.some((line) => mentions(line, used)))
      problems.push(`"${used}" missing from the list`);
    if (!recipe.instructions.some((step) => mentions(step, used))) problems.push(`"${used}" in no step`);
  }
  const minutesPerServing = recipe.cookingTime / recipe.servings;
  if (recipe.cookingTime < 5 || minutesPerServing > 240) problems.push("implausible time");
  if (problems.length) throw new MalformedOutputError(`post-check failed: ${problems.join("; ")}`);
  return recipe;
}
