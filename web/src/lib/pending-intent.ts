import { REDIRECT_GENERATE, STORAGE_KEYS } from "@/config/constants";

/**
 * The visitor's "generate" intent survives sign-up in localStorage (spec part 1 §4): the ingredients
 * under pendingRecipeIngredients and the marker redirectAfterAuth=generate-recipe.
 */
export function savePendingIntent(ingredients: readonly string[]): void {
  localStorage.setItem(STORAGE_KEYS.pendingIngredients, JSON.stringify(ingredients));
  localStorage.setItem(STORAGE_KEYS.redirectAfterAuth, REDIRECT_GENERATE);
}

/**
 * "invalid" is JSON that is not a non-empty list of strings; "unparsable" is not JSON at all. The
 * loading screen clears only the unparsable kind (spec §4), the sign-in handoff clears both.
 */
export type PendingIntent =
  | { kind: "none" }
  | { kind: "invalid" }
  | { kind: "unparsable" }
  | { kind: "generate"; ingredients: string[] };

export function readPendingIntent(): PendingIntent {
  const raw = localStorage.getItem(STORAGE_KEYS.pendingIngredients);
  const marker = localStorage.getItem(STORAGE_KEYS.redirectAfterAuth);
  if (raw === null || marker !== REDIRECT_GENERATE) return { kind: "none" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { kind: "unparsable" };
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((i) => typeof i === "string")) {
    return { kind: "invalid" };
  }
  return { kind: "generate", ingredients: parsed };
}

export function clearPendingIntent(): void {
  localStorage.removeItem(STORAGE_KEYS.pendingIngredients);
  localStorage.removeItem(STORAGE_KEYS.redirectAfterAuth);
}
