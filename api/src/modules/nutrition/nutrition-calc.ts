import type { GroundedLine, Nutrients } from "../../ai/grounding/index.ts";

const PLANT_CATEGORIES = new Set([
  "Verduras, hortaliças e derivados",
  "Frutas e derivados",
  "Leguminosas e derivados",
]);
const SUGARY_CATEGORY = "Produtos açucarados";
/** Sweet items TACO files elsewhere: leite condensado (dairy), goiabada and doces de fruta (fruit). */
const SUGARY_IDS = new Set([453, 176, 198, 199, 224, 227]);

/** Whole-recipe sums and the shares the health score and the recommendations read. */
export interface RecipeTotals {
  sum: Record<keyof Nutrients, number>;
  /** Grams of all weighed lines, matched or not. */
  grams: number;
  matchedGrams: number;
  plantGrams: number;
  sugaryKcal: number;
  lines: number;
  matchedLines: number;
  /** Lines in the totals, negligible ones (water, salt, a pinch of spice) included. */
  countedLines: number;
  /** Lines that carry food the totals leave out, as written: every total is then a floor. */
  uncounted: string[];
}

const KEYS: Array<keyof Nutrients> = [
  "energyKcal",
  "proteinG",
  "lipidsG",
  "carbohydrateG",
  "fiberG",
  "calciumMg",
  "ironMg",
  "sodiumMg",
  "vitaminCMg",
  "saturatedG",
];

/**
 * The grams the catalogue gives "a gosto" are what a cook adds to a pot of this many servings. Salt to
 * taste goes in by the plate, so a recipe for 8 takes twice a recipe for 4 and the sodium of a portion
 * does not change when the recipe is scaled.
 */
const TO_TASTE_SERVINGS = 4;

/** Sums the grounded lines. A nutrient TACO did not analyse adds 0 (and is not invented). */
export function sumLines(lines: readonly GroundedLine[], servings: number): RecipeTotals {
  const toTaste = servings > 0 ? servings / TO_TASTE_SERVINGS : 1;
  const sum = Object.fromEntries(KEYS.map((k) => [k, 0])) as RecipeTotals["sum"];
  const totals: RecipeTotals = {
    sum,
    grams: 0,
    matchedGrams: 0,
    plantGrams: 0,
    sugaryKcal: 0,
    lines: 0,
    matchedLines: 0,
    countedLines: 0,
    uncounted: [],
  };
  for (const line of lines) {
    if (!line.line.trim() || line.count === "not_food") continue;
    totals.lines++;
    // Salt or water in the count: they carry no energy, so leaving them out would only make the
    // coverage look worse than the figures are.
    if (line.count === "counted" || line.count === "negligible") totals.countedLines++;
    else totals.uncounted.push(line.line.trim());
    const matched = line.food !== null || line.free;
    if (matched) totals.matchedLines++;
    const share = line.gramsBasis === "a gosto" ? toTaste : 1;
    if (line.grams !== null) {
      const grams = line.grams * share;
      totals.grams += grams;
      if (matched) totals.matchedGrams += grams;
      if (line.category && PLANT_CATEGORIES.has(line.category)) totals.plantGrams += grams;
    }
    if (!line.nutrients) continue;
    for (const key of KEYS) sum[key] += (line.nutrients[key] ?? 0) * share;
    if (line.category === SUGARY_CATEGORY || SUGARY_IDS.has(line.food?.tacoId ?? -1))
      totals.sugaryKcal += (line.nutrients.energyKcal ?? 0) * share;
  }
  return totals;
}

export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

export function round(n: number, decimals = 0): number {
  const f = 10 ** decimals;
  return Math.round(n * f) / f;
}
