import { renderLine } from "../generate/ingredient-line.ts";
import type { FoodEntry } from "../types.ts";

/** A fresh ingredient line for a food at its usual portion ("2 colheres (sopa) de linhaça"). */
export function renderPortionLine(food: FoodEntry, servings: number): string {
  return renderLine({ food, display: food.name, gender: food.gender }, { accepts: [] }, servings, 1).text;
}
