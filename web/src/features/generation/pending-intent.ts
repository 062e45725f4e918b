import { REDIRECT_GENERATE, STORAGE_KEYS } from "@chefzap/shared";

/**
 * The visitor's "generate" intent survives sign-up in localStorage (spec part 1 §4): the ingredients
 * under pendingRecipeIngredients and the marker redirectAfterAuth=generate-recipe.
 */
export function savePendingIntent(ingredients: readonly string[]): void {
  localStorage.setItem(STORAGE_KEYS.pendingIngredients, JSON.stringify(ingredients));
  localStorage.setItem(STORAGE_KEYS.redirectAfterAuth, REDIRECT_GENERATE);
}

export type PendingIntent =
  { kind: "none" } | { kind: "malformed" } | { kind: "generate"; ingredients: string[] };

/** Reads the intent; a value that is not a non-empty list of strings is "malformed". */
export function readPendingIntent(): PendingIntent {
  const raw = localStorage.getItem(STORAGE_KEYS.pendingIngredients);
  const marker = localStorage.getItem(STORAGE_KEYS.redirectAfterAuth);
  if (raw === null || marker !== REDIRECT_GENERATE) return { kind: "none" };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((i) => typeof i === "string")) {
      return { kind: "malformed" };
    }
    return { kind: "generate", ingredients: parsed };
  } catch {
    return { kind: "malformed" };
  }
}

export function clearPendingIntent(): void {
  localStorage.removeItem(STORAGE_KEYS.pendingIngredients);
  localStorage.removeItem(STORAGE_KEYS.redirectAfterAuth);
}

/** Router state that hands ingredients to the landing's card (e.g. from the dashboard banner). */
export interface IngredientHandoff {
  ingredients?: string[];
}
