import type { ParsedIngredientLine } from "@chefzap/shared";
import { readAsCook } from "./cook-reading.ts";
import { matchFood } from "./food-matcher.ts";
import { estimateGrams, type GramsEstimate } from "./grams.ts";
import { contentWords } from "./normalize.ts";
import type { Nutrients, TacoFood } from "./taco.ts";

export interface GroundedLine {
  line: string;
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
  const usable = weighed && grams.grams !== null && Number.isFinite(grams.grams) && grams.grams > 0;
  return {
    line: written.raw,
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
