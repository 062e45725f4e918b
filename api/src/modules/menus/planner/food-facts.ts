import type { FoodRow } from "@chefzap/shared";
import { readCsv } from "../../../ai/grounding/csv.ts";
import { tacoFood } from "../../../ai/grounding/index.ts";
import { catalogue } from "../../catalogue/index.ts";
import type { Totals } from "./types.ts";

/** A catalogue food as the planner sees it: nutrients per 100 g from TACO, raw or cooked. */
export interface FoodFacts {
  food: FoodRow;
  per100g: Totals;
  /** TACO moisture (%) of the item, to turn cooked grams back into grams as bought. */
  moisturePct: number | null;
}

export class UnknownFoodError extends Error {}

const cache = new Map<string, FoodFacts>();
let moisture: Map<number, number | null> | undefined;

/**
 * Energy and macros per 100 g of a catalogue food, from its TACO item (the cooked one when `cooked`).
 * TACO leaves protein and carbohydrate blank for oils and fats, which have none, so a blank macro counts
 * as 0 once the energy is known; a blank energy is refused rather than guessed.
 */
export function foodFacts(foodId: string, cooked: boolean): FoodFacts {
  const key = `${foodId}:${cooked ? "cooked" : "raw"}`;
  let facts = cache.get(key);
  if (!facts) {
    facts = build(foodId, cooked);
    cache.set(key, facts);
  }
  return facts;
}

function build(foodId: string, cooked: boolean): FoodFacts {
  const food = catalogue().byId(foodId);
  if (!food) throw new UnknownFoodError(`food "${foodId}" is not in the catalogue`);
  if (food.taco === "free") return { food, per100g: zero(), moisturePct: null };
  if (food.taco === "none") throw new UnknownFoodError(`food "${foodId}" has no TACO item`);
  const id = cooked ? food.taco.cooked : food.taco.raw;
  if (id === undefined) throw new UnknownFoodError(`food "${foodId}" has no cooked TACO item`);
  const n = tacoFood(id).per100g;
  if (n.energyKcal === null) throw new UnknownFoodError(`TACO ${id} (${foodId}) has no energy value`);
  return {
    food,
    per100g: {
      energyKcal: n.energyKcal,
      proteinG: n.proteinG ?? 0,
      carbohydrateG: n.carbohydrateG ?? 0,
      fatG: n.lipidsG ?? 0,
    },
    moisturePct: moistureOf(id),
  };
}

function moistureOf(tacoId: number): number | null {
  moisture ??= new Map(
    readCsv("taco/taco_extra.csv").map((r) => [Number(r.id), r.moisture_pct ? Number(r.moisture_pct) : null]),
  );
  return moisture.get(tacoId) ?? null;
}

export function zero(): Totals {
  return { energyKcal: 0, proteinG: 0, carbohydrateG: 0, fatG: 0 };
}

/** What `grams` of a food bring. */
export function totalsOf(facts: FoodFacts, grams: number): Totals {
  const k = grams / 100;
  const n = facts.per100g;
  return {
    energyKcal: n.energyKcal * k,
    proteinG: n.proteinG * k,
    carbohydrateG: n.carbohydrateG * k,
    fatG: n.fatG * k,
  };
}

export function addTotals(a: Totals, b: Totals): Totals {
  return {
    energyKcal: a.energyKcal + b.energyKcal,
    proteinG: a.proteinG + b.proteinG,
    carbohydrateG: a.carbohydrateG + b.carbohydrateG,
    fatG: a.fatG + b.fatG,
  };
}

/**
 * Grams as bought for grams weighed cooked: the dry matter is kept, only water changes (TACO moisture of
 * the raw and cooked items). Cooked items with oil or salt in them make this slightly generous.
 */
export function gramsAsBought(foodId: string, cookedGrams: number): number {
  const raw = foodFacts(foodId, false).moisturePct;
  const cooked = foodFacts(foodId, true).moisturePct;
  if (raw === null || cooked === null || raw >= 100) return cookedGrams;
  return (cookedGrams * (100 - cooked)) / (100 - raw);
}
