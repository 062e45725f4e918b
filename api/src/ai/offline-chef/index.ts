/**
 * The offline chef: ChefZap's recipe generator when no AI key is set (or the model fails). Pure and
 * deterministic: no I/O, no clock, no randomness.
 */
import { generateOffline as generate, type GenerateOfflineInput } from "./generate/generate-offline.ts";
import { modifyOffline as modify } from "./modify/modify-offline.ts";
import type { ModifiableRecipe } from "./modify/recipe-draft.ts";
import { normalizeIngredient as normalize } from "./normalize/normalize-ingredient.ts";
import type { GeneratedRecipe } from "@chefzap/shared";
import type { FoodEntry } from "./types.ts";

export type { FoodEntry, GenerateOfflineInput, ModifiableRecipe };

/**
 * A recipe from the cook's ingredients. Version 0 is the best dish; 1, 2… are "Nova Versão" (another
 * dish or technique). Ingredients that do not fit are listed in `leftOut` with a pt-BR reason.
 */
export function generateOffline(input: GenerateOfflineInput): GeneratedRecipe {
  return generate(input);
}

/**
 * Applies a pt-BR request ("sem lactose", "vegana", "mais picante", "para 6 pessoas", "sem cebola",
 * "na airfryer", "assado em vez de frito"…) by rules. A request it cannot apply throws
 * `request_not_understood` with what it understood, in pt-BR.
 */
export function modifyOffline(input: { recipe: ModifiableRecipe; request: string }): GeneratedRecipe {
  return modify(input);
}

/** The recipe written for another number of people: every amount scaled, nothing else changed. */
export function scaleRecipe(recipe: GeneratedRecipe, servings: number): GeneratedRecipe {
  if (recipe.servings === servings) return recipe;
  return modify({ recipe, request: `para ${servings} pessoas` });
}

/**
 * The catalogue key of an ingredient as typed or listed, ignoring case, accents, plurals, quantities
 * and cuts ("2 Ovos" → ovo, "peito de frango" → frango). Unknown ingredients come back without `food`.
 */
export function normalizeIngredient(raw: string): { key: string; food?: FoodEntry } {
  return normalize(raw);
}
