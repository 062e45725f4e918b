import { agree } from "@chefzap/shared";
import { renderLine } from "../generate/ingredient-line.ts";
import type { FoodEntry } from "../types.ts";
import { CANNED_COOKED, DRAINED_CAN_CUPS } from "../knowledge/portions.ts";
import { leadingAmount } from "./line-scale.ts";

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
  if (to.role !== "legume" || from.role === "legume") return line;
  const cooked = agree("cozido", to.gender, false);
  const cups = /x[íi]cara/.test(line) ? leadingAmount(line) : undefined;
  // Bought cooked, in cans: "1 lata de grão-de-bico cozido, escorrido", no soaking nor pressure cooker.
  if (!CANNED_COOKED.test(to.key) || !cups) return `${line} ${cooked}`;
  const exact = cups / DRAINED_CAN_CUPS;
  const cans = exact > 1 ? Math.round(exact) : Math.max(0.5, Math.round(exact * 2) / 2);
  const count = cans === 0.5 ? "½ lata" : cans === 1 ? "1 lata" : `${cans} latas`;
  return `${count} de ${to.name} ${cooked}, ${agree("escorrido", to.gender, false)}`;
}
