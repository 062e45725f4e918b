import type { ParsedIngredientLine, Unit } from "@chefzap/shared";
import { sizeFactor, statedAmount } from "./cook-reading.ts";
import { measureTables } from "./measures.ts";
import type { TacoFood } from "./taco.ts";
import { catalogueTaco } from "./catalogue-taco.ts";
import { PACKAGE_UNITS } from "./package-weights.ts";
import { DENSITY_BY_CATEGORY, GENERIC_UNIT_GRAMS, TO_TASTE_DEFAULT_GRAMS } from "./unit-weights.ts";

export interface GramsEstimate {
  /** null when nothing sensible can be said: a package of a food whose package size is not known. */
  grams: number | null;
  /** 1 when the line gives a weight; 0.85 from a measure table; 0.7 curated; ≤ 0.5 a guess. */
  confidence: number;
  basis: "peso informado" | "volume informado" | "tabela de medidas" | "estimativa" | "a gosto";
}

const METRIC: Record<string, number> = { g: 1, kg: 1000, mg: 0.001 };
// A bar's dose is 50 mL; a long neck bottle holds 355 mL (its label).
const LIQUID: Record<string, number> = { ml: 1, l: 1000, dose: 50, long_neck: 355 };

type Units = Readonly<Record<string, number>>;

/**
 * How many grams a line means. Ranges use their midpoint ("2 a 3 tomates" → 2.5). `ownUnits` are the
 * named food's grams per unit, for a food that shares its TACO item with a bigger one (tomate-cereja).
 * Never throws.
 */
export function estimateGrams(
  line: ParsedIngredientLine,
  food: TacoFood | null,
  ownUnits?: Units,
): GramsEstimate {
  const amount = amountOf(line, food);
  if (amount === null) {
    const grams = (food && catalogueTaco().toTaste.get(food.id)) ?? TO_TASTE_DEFAULT_GRAMS;
    return { grams, confidence: 0.3, basis: "a gosto" };
  }
  const { density, known } = densityOf(food);
  const stated = statedAmount(line);
  if (stated && !stated.volume) return { grams: stated.amount, confidence: 1, basis: "peso informado" };
  if (stated)
    return { grams: stated.amount * density, confidence: known ? 0.95 : 0.8, basis: "volume informado" };
  const unit = line.unit ?? "unidade";
  const metric = METRIC[unit];
  if (metric) return { grams: amount * metric, confidence: 1, basis: "peso informado" };
  const liquid = LIQUID[unit];
  if (liquid)
    return { grams: amount * liquid * density, confidence: known ? 0.95 : 0.8, basis: "volume informado" };
  const perUnit = ownUnitGrams(unit, food, ownUnits) ?? gramsPerUnit(unit, food, density, known);
  if (!perUnit) return { grams: null, confidence: 0, basis: "estimativa" };
  // A bare food with no amount ("cebola picada") is read as one unit, with less trust.
  const trust = line.quantity === null ? 0.7 : 1;
  const size = sizeFactor(line, perUnit.basis === "tabela de medidas");
  return {
    grams: amount * perUnit.grams * size,
    confidence: perUnit.confidence * trust,
    basis: perUnit.basis,
  };
}

function amountOf(line: ParsedIngredientLine, food: TacoFood | null): number | null {
  const q = line.quantity;
  if (q !== null && Number.isFinite(q) && q > 0) {
    const max = line.quantityMax;
    return max !== null && Number.isFinite(max) && max > q ? (q + max) / 2 : q;
  }
  if (line.unit) return 1;
  if (line.toTaste || !food) return null;
  // "cebola picada" is one onion; "cheiro-verde" with no amount is a garnish, read as "a gosto".
  return countable(food) ? 1 : null;
}

function countable(food: TacoFood): boolean {
  return measureTables().foodGrams.has(`${food.id}|unidade`) || !!catalogueTaco().units.get(food.id)?.unidade;
}

function densityOf(food: TacoFood | null): { density: number; known: boolean } {
  if (!food) return { density: 1, known: false };
  const own = catalogueTaco().density.get(food.id);
  if (own) return { density: own, known: true };
  return { density: DENSITY_BY_CATEGORY[food.category] ?? 1, known: false };
}

/** The named food's own weight per unit, when it is not simply its TACO item's. */
function ownUnitGrams(unit: Unit, food: TacoFood | null, own: Units | undefined) {
  const single = unit === "duzia" ? "unidade" : unit;
  const grams = own?.[single];
  // The same weight as the TACO item's: the measure tables, better sourced, answer instead.
  if (!grams || (food && catalogueTaco().units.get(food.id)?.[single] === grams)) return undefined;
  return { grams: grams * (unit === "duzia" ? 12 : 1), confidence: 0.7, basis: "estimativa" as const };
}

function gramsPerUnit(
  unit: Unit,
  food: TacoFood | null,
  density: number,
  known: boolean,
): { grams: number; confidence: number; basis: GramsEstimate["basis"] } | undefined {
  const { foodGrams, capacityMl } = measureTables();
  const single = unit === "duzia" ? "unidade" : unit;
  const times = unit === "duzia" ? 12 : 1;
  if (food) {
    const table = foodGrams.get(`${food.id}|${single}`);
    if (table) return { grams: table * times, confidence: 0.85, basis: "tabela de medidas" };
    const curated = catalogueTaco().units.get(food.id)?.[single];
    if (curated) return { grams: curated * times, confidence: 0.7, basis: "estimativa" };
  }
  // A can or a pack of a food with no known package could hold 80 g or 1 kg: left unweighed, not guessed.
  if (PACKAGE_UNITS.has(single)) return undefined;
  const ml = capacityMl[single];
  if (ml) return { grams: ml * density * times, confidence: known ? 0.7 : 0.5, basis: "estimativa" };
  const generic = GENERIC_UNIT_GRAMS[single];
  if (generic) return { grams: generic * times, confidence: 0.35, basis: "estimativa" };
  return undefined;
}
