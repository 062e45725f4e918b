import type { ParsedIngredientLine } from "@chefzap/shared";
import { catalogueTaco } from "./catalogue-taco.ts";
import { readAsCook } from "./cook-reading.ts";
import { matchFood } from "./food-matcher.ts";
import { estimateGrams, type GramsEstimate } from "./grams.ts";
import { contentWords } from "./normalize.ts";
import type { Nutrients, TacoFood } from "./taco.ts";

/**
 * Whether a line is in the totals. `negligible`: water, salt, a pinch of spice, in with no energy worth
 * counting. `not_found`: no TACO food; `no_amount`: a food whose grams could not be read. Those two
 * make every total a floor, so they are named to the cook. `not_food`: no food word at all ("-", "@@@").
 */
export type LineCount = "counted" | "negligible" | "not_found" | "no_amount" | "not_food";

export interface GroundedLine {
  line: string;
  count: LineCount;
  food: { tacoId: number; name: string } | null;
  /** Water or a pinch of spice: covered, no nutrients. */
  free: boolean;
  grams: number | null;
  gramsBasis: GramsEstimate["basis"];
  /** Food match × grams estimate, 0–1; 0 for a line nothing could be made of. */
  confidence: number;
  /** Nutrients of the amount in the line (not per 100 g); null when unmatched or no grams. */
  nutrients: Nutrients | null;
  /** The TACO category, for the vegetable share of the health score. */
  category: string | null;
  /** Set when the values are an estimate TACO does not publish (fluid milk). */
  estimateNote: string | null;
}

/** One parsed line → TACO food, grams and the nutrients of that amount. Never throws. */
export function groundLine(written: ParsedIngredientLine): GroundedLine {
  const parsed = readAsCook(written);
  const food = typeof parsed.food === "string" ? parsed.food : "";
  const match = matchFood(food, parsed.note ?? "");
  const grams = estimateGrams(parsed, match.food, match.units);
  const matched = match.food !== null || match.free;
  // An unmatched line weighs only with a real amount of a real word ("200 g de cogumelos"), so junk
  // ("-5 kg de", "1e308 g") cannot pull the coverage by grams around.
  const weighed =
    matched || (parsed.quantity !== null && grams.confidence >= 0.5 && contentWords(food).length > 0);
  const read = weighed && grams.grams !== null && Number.isFinite(grams.grams) && grams.grams > 0;
  const guessed = read && match.food !== null && unstatedAmount(parsed, match.food, grams.basis);
  const usable = read && !guessed;
  return {
    line: written.raw,
    count: lineCount(match.free, match.food !== null, usable, contentWords(food).length > 0),
    food: match.food ? { tacoId: match.food.id, name: match.food.name } : null,
    free: match.free,
    grams: usable ? round1(grams.grams!) : null,
    gramsBasis: grams.basis,
    confidence: matched && usable ? Math.round(match.confidence * grams.confidence * 100) / 100 : 0,
    nutrients: match.food && usable ? scale(match.food, grams.grams!) : null,
    category: match.food?.category ?? null,
    estimateNote: match.food?.estimate?.note ?? null,
  };
}

/** Below this, a seasoning's amount (a spoonful at most) gives under ~15 kcal to the whole dish. */
const LIGHT_KCAL_PER_100G = 100;

/**
 * The grams are the 1 g stand-in for "a gosto" without the catalogue knowing how much the food goes in
 * by: "salsichas" or "arroz" with no amount would count 3 kcal, and "açúcar a gosto" 4, a figure quietly
 * low. A light food "a gosto" (shoyu, tomate) stays in: whatever the cook adds, it barely moves the total.
 */
function unstatedAmount(
  parsed: ParsedIngredientLine,
  food: TacoFood,
  basis: GramsEstimate["basis"],
): boolean {
  if (basis !== "a gosto" || catalogueTaco().toTaste.has(food.id)) return false;
  return !parsed.toTaste || (food.per100g.energyKcal ?? 0) >= LIGHT_KCAL_PER_100G;
}

function lineCount(free: boolean, found: boolean, weighed: boolean, words: boolean): LineCount {
  if (free) return "negligible";
  if (found) return weighed ? "counted" : "no_amount";
  return words ? "not_found" : "not_food";
}

function scale(food: TacoFood, grams: number): Nutrients {
  const out = {} as Nutrients;
  for (const [key, value] of Object.entries(food.per100g) as Array<[keyof Nutrients, number | null]>) {
    out[key] = value === null ? null : (value * grams) / 100;
  }
  return out;
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
