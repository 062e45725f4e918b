import { agree } from "@chefzap/shared";
import { renderLine } from "../generate/ingredient-line.ts";
import type { FoodEntry } from "../types.ts";

/** A fresh ingredient line for a food at its usual portion ("2 colheres (sopa) de linhaça"). */
export function renderPortionLine(food: FoodEntry, servings: number): string {
  return renderLine({ food, display: food.name, gender: food.gender }, { accepts: [] }, servings, 1).text;
}

/**
 * The line for a food standing in for another: a bean or chickpea in a meat's place comes cooked, as
 * the steps only brown or simmer what was meat for minutes.
 */
export function standInLine(from: FoodEntry, to: FoodEntry, servings: number): string {
  const line = renderPortionLine(to, servings);
  return to.role === "legume" && from.role !== "legume"
    ? `${line} ${agree("cozido", to.gender, false)}`
    : line;
}
