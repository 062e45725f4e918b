import { formatAmount, formatDecimal, pluralize } from "@chefzap/shared";
import type { Unit } from "../types.ts";

/** The word of a counted measure in the singular; grams and millilitres are written by `metric`. */
const UNIT_WORDS: Partial<Record<Unit, string>> = {
  xic: "xícara (chá)",
  cs: "colher (sopa)",
  cc: "colher (chá)",
  dente: "dente",
  fatia: "fatia",
  folha: "folha",
  maco: "maço",
  lata: "lata",
  cx: "caixinha",
  pitada: "pitada",
};

/**
 * Household spoons and cups go by quarters; grams by tens (by fifties past 100 g); cloves and slices by whole numbers. Packages
 * and bunches are opened whole or by half: nobody keeps ¾ of a caixinha of cream for later.
 */
const QUARTERS = new Set<Unit>(["xic", "cs", "cc"]);
const WHOLE = new Set<Unit>(["dente", "fatia", "folha", "pitada"]);

/** Rounds an amount the way a cook measures it in that unit. */
export function roundAmount(amount: number, unit: Unit, whole = false): number {
  if (unit === "gosto") return 0;
  if (unit === "g" || unit === "ml") {
    // "290 g" is a scale's reading, not a cook's: past 100 g, a recipe weighs by 50 g.
    const step = amount >= 100 ? 50 : amount >= 30 ? 10 : 5;
    return Math.max(5, Math.round(amount / step) * step);
  }
  if (WHOLE.has(unit) || whole) return Math.max(1, Math.round(amount));
  // Past the first one, counted foods and packages are bought whole: "1 ½ pimentão" or "1 ½ caixinha" no.
  if (unit === "un" && amount > 1) return Math.round(amount);
  if ((unit === "lata" || unit === "cx") && amount > 1) return Math.round(amount);
  // Past a few spoons, nobody levels half a spoon: "5 ½ colheres (sopa)" is 5 or 6.
  if ((unit === "cs" || unit === "cc") && amount >= 3) return Math.round(amount);
  // "2 ¾ colheres" measures nothing a cook has: past two spoons, half a spoon is the finest step.
  if ((unit === "cs" || unit === "cc") && amount >= 2) return Math.round(amount * 2) / 2;
  // A tablespoon is levelled or halved, never quartered: "1 ¾ colher (sopa)" is no spoon in a drawer.
  if (unit === "cs") return Math.max(0.5, Math.round(amount * 2) / 2);
  // Past the first teaspoon, halves: the ¼ and ¾ measuring spoons are for yeast and spices.
  if (unit === "cc" && amount > 1) return Math.round(amount * 2) / 2;
  if (QUARTERS.has(unit)) return Math.max(0.25, Math.round(amount * 4) / 4);
  return Math.max(0.5, Math.round(amount * 2) / 2);
}

const SPOONS_A_CUP = 16;
const TEASPOONS_A_SPOON = 3;
/** Past six tablespoons a cook reaches for the cup: "½ xícara de aveia", never "12 colheres (sopa)". */
export const MOST_SPOONS = 6;
/** Past three teaspoons, tablespoons: "1 colher (sopa) de orégano", not "3 colheres (chá)". */
export const MOST_TEASPOONS = 3;

/**
 * The measure a cook would use for an amount: many tablespoons become cups, many teaspoons
 * tablespoons, and less than half a tablespoon teaspoons ("¼ colher (sopa)" is "¾ colher (chá)").
 */
export function householdMeasure(amount: number, unit: Unit): [number, Unit] {
  if (unit === "cc" && amount >= MOST_TEASPOONS - 0.25)
    return householdMeasure(amount / TEASPOONS_A_SPOON, "cs");
  if (unit === "cs" && amount >= MOST_SPOONS + 0.5) return [amount / SPOONS_A_CUP, "xic"];
  if (unit === "cs" && amount < 0.3) return [amount * TEASPOONS_A_SPOON, "cc"];
  if (unit === "xic" && amount < 0.1875) return householdMeasure(amount * SPOONS_A_CUP, "cs");
  return [amount, unit];
}

/** An amount in the measure a cook uses for it, rounded as a cook measures it. */
export function cookMeasure(amount: number, unit: Unit): [number, Unit] {
  const [measured, measure] = householdMeasure(amount, unit);
  return [roundAmount(measured, measure), measure];
}

/** Grams past a kilo read better in kg ("1,5 kg"). */
function metric(amount: number, unit: "g" | "ml"): string {
  if (amount < 1000) return `${amount} ${unit}`;
  // Tenths of a kilo from hundreds of grams: 1150 / 1000 * 10 would land just under 11.5.
  return `${formatDecimal(Math.round(amount / 100) / 10)} ${unit === "g" ? "kg" : "l"}`;
}

/** "2 xícaras (chá)", "1 dente", "500 g"; undefined for counted units and "a gosto". */
export function formatMeasure(amount: number, unit: Unit): string | undefined {
  if (unit === "g" || unit === "ml") return metric(amount, unit);
  const word = UNIT_WORDS[unit];
  if (!word) return undefined;
  // Cups and spoons are rounded to quarters on purpose, so "2 ½ xícaras" is shown as such, not "2,5".
  return `${formatAmount(amount, { mixedFractions: true })} ${amount >= 2 ? pluralize(word) : word}`;
}
