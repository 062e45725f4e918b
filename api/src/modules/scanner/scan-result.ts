import { phraseKey } from "@chefzap/shared";
import type { DetectedIngredient } from "../../ai/vision/ingredient-vision.ts";
import type { CatalogueService } from "../catalogue/index.ts";
import { plainName } from "./plain-name.ts";

/** What the scanner dialog shows: pt-BR names ready for the ingredient list, confidence in percent. */
export interface ScanResult {
  ingredients: string[];
  confidence: number;
}

// Models name the scene as well as the food despite the prompt; these never belong in a recipe.
// Compared as match keys, so plurals and missing accents count too ("Pratos", "tabua").
const NOT_FOOD = new Set(
  [
    "prato",
    "mesa",
    "geladeira",
    "refrigerador",
    "freezer",
    "embalagem",
    "pote",
    "tigela",
    "panela",
    "talher",
    "garfo",
    "faca",
    "colher",
    "copo",
    "garrafa",
    "sacola",
    "caixa",
    "lata",
    "bancada",
    "tábua",
    "pia",
    "prateleira",
    "comida",
    "alimento",
    "ingrediente",
  ].map(phraseKey),
);

/** More than a cook could pick from; a runaway answer stops here. */
export const MAX_INGREDIENTS = 30;
// Names read before giving up on filling the list, so a huge answer costs bounded work.
const MAX_READ = 4 * MAX_INGREDIENTS;

/** Resolves the model's names to foods; the food catalogue in the api. */
export type FoodNames = Pick<CatalogueService, "resolve">;

/** The catalogue's canonical name when the food is known; otherwise the model's name as plain text. */
function displayName(raw: string, foods: FoodNames): string | undefined {
  const typed = plainName(raw.toLowerCase());
  if (!typed || NOT_FOOD.has(phraseKey(typed))) return undefined;
  return foods.resolve(typed)?.food.name ?? typed;
}

/**
 * Merges what the model saw into the dialog's result: names normalised to the catalogue ("Tomates
 * maduros" → tomate), duplicates merged keeping the surest reading, scenery and non-text dropped, at
 * most MAX_INGREDIENTS in the model's order. The confidence is the mean over the kept ingredients, so
 * a photo with nothing edible answers [] with 0.
 */
export function toScanResult(detected: readonly DetectedIngredient[], foods: FoodNames): ScanResult {
  const best = new Map<string, number>();
  for (const item of detected.slice(0, MAX_READ)) {
    const name = displayName(item.name, foods);
    if (!name || (!best.has(name) && best.size >= MAX_INGREDIENTS)) continue;
    best.set(name, Math.max(best.get(name) ?? 0, item.confidence));
  }
  const ingredients = [...best.keys()];
  const mean = ingredients.length ? [...best.values()].reduce((a, b) => a + b, 0) / ingredients.length : 0;
  return { ingredients, confidence: Math.round(mean * 100) };
}
