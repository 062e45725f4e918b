import {
  foldSameLength,
  formatAmountRange,
  formatDecimal,
  pluralize,
  readLeadingAmount,
} from "@chefzap/shared";
import { matchIngredient } from "../normalize/normalize-ingredient.ts";
import { cookMeasure, roundAmount } from "../text/quantity.ts";
import type { Unit } from "../types.ts";

const METRIC_UNIT = /\s*(kg|g|ml|l)?(?=\s|$)/iy;
const UNIT_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^x[íi]caras?\b/i, "xícara"],
  [/^colher(?:es)?\b/i, "colher"],
  [/^dentes?\b/i, "dente"],
  [/^fatias?\b/i, "fatia"],
  [/^folhas?\b/i, "folha"],
  [/^ma[çc]os?\b/i, "maço"],
  [/^latas?\b/i, "lata"],
  [/^caixinhas?\b/i, "caixinha"],
  [/^pitadas?\b/i, "pitada"],
  [/^unidades?\b/i, "unidade"],
];

interface LeadingAmount {
  low: number;
  high: number | null;
  unit?: string;
  end: number;
}

// Digits and fraction glyphs only: "um fio de azeite" is a manner of pouring, not an amount to double.
function readAmount(line: string): LeadingAmount | undefined {
  if (!/^[\d\p{No}]/u.test(line)) return undefined;
  const amount = readLeadingAmount(foldSameLength(line), 0);
  if (!amount) return undefined;
  METRIC_UNIT.lastIndex = amount.end;
  const unit = METRIC_UNIT.exec(line);
  if (!unit) return undefined;
  return { low: amount.low, high: amount.high, unit: unit[1]?.toLowerCase(), end: METRIC_UNIT.lastIndex };
}

/** The amount at the start of a line ("1 ½", "3/4", "2,5", "500"), the low end of a range. */
export function leadingAmount(line: string): number | undefined {
  return readAmount(line.trim())?.low;
}

function roundFor(amount: number, metric: boolean): number {
  // Past 200 g a recipe weighs by 50 g ("250 g", not "230 g"), as the generator writes it; "95 g de
  // linguiça" is 100 g to a cook, "37 g de bacon" 35 g; a few grams of yeast stay as weighed.
  if (metric) {
    const step = amount >= 200 ? 50 : amount >= 50 ? 10 : amount >= 20 ? 5 : 1;
    return Math.max(1, Math.round(amount / step) * step);
  }
  return Math.max(0.25, Math.round(amount * 4) / 4);
}

/** "picados" → "picado" for one, and back for two: the cut agrees with the counted noun. */
function countCut(rest: string, amount: number): string {
  return amount >= 2
    ? rest.replace(/\b(\p{L}+(?:ad|id)[oa])(?=\s|$)/gu, "$1s")
    : rest.replace(/\b(\p{L}+(?:ad|id)[oa])s(?=\s|$)/gu, "$1");
}

function fixUnitWord(rest: string, amount: number): string {
  for (const [pattern, word] of UNIT_WORDS) {
    if (!pattern.test(rest)) continue;
    const renamed = rest.replace(pattern, amount >= 2 ? pluralize(word) : word);
    // "2 dentes de alho picados": a piece's cut agrees with the piece; a cup's with the food.
    return PIECE.test(rest) ? countCut(renamed, amount) : renamed;
  }
  const match = matchIngredient(rest);
  const head = rest.split(" ")[0] ?? "";
  if (!match.food || !head) return rest;
  // A counted food: "1 cebola" → "2 cebolas", "2 ovos" → "1 ovo"; "2 pães franceses" → "1 pão francês".
  const { name, plural } = match.food;
  const startsWith = (words: string) => rest === words || rest.startsWith(`${words} `);
  if (amount >= 2 && name !== plural && startsWith(name))
    return countCut(`${plural}${rest.slice(name.length)}`, amount);
  if (amount < 2 && name !== plural && startsWith(plural))
    return countCut(`${name}${rest.slice(plural.length)}`, amount);
  if (amount >= 2 && head === match.food.name)
    return countCut(rest.replace(head, match.food.plural.split(" ")[0]!), amount);
  if (amount < 2 && head === match.food.plural.split(" ")[0])
    return countCut(rest.replace(head, match.food.name.split(" ")[0]!), amount);
  return rest;
}

/** Grams and millilitres by tens, in kg or l once every end passes a thousand ("1,5 kg"). */
function metricAmount(ends: readonly number[], unit: "g" | "ml"): string {
  const rounded = ends.map((value) => roundFor(value, true));
  const big = rounded.every((value) => value >= 1000);
  const shown = rounded.map((value) => (big ? formatDecimal(Math.round(value / 100) / 10) : String(value)));
  return `${shown.join(" a ")} ${big ? (unit === "g" ? "kg" : "l") : unit}`;
}

const PACKAGE = /^(?:latas?|caixinhas?|caixas?|pacotes?|potes?|vidros?)\b/i;
const PIECE = /^(?:dentes?|fatias?|folhas?|unidades?)\b/i;
const SPOON = /^colher(?:es)?\b/i;
const MEASURE = /^(?:x[íi]caras?|colher(?:es)?|copos?|pitadas?|ma[çc]os?)\b/i;

/**
 * Nobody opens 1 ½ cans or cracks 1 ½ eggs: packages past the first and eggs are whole, and so is any
 * counted food past the first ("1 ½ pimentão" → 2).
 */
function wholeWhereCounted(amount: number, rest: string): number {
  // Below one, a can or an onion is used by half: a quarter leaves a remainder nobody keeps.
  const byHalf = Math.max(0.5, Math.round(amount * 2) / 2);
  if (PACKAGE.test(rest)) return amount > 1 ? Math.round(amount) : byHalf;
  // Oil and butter go in by the spoonful: "2 ½ colheres (sopa) de azeite" is 2 or 3 to a cook.
  if (SPOON.test(rest) && matchIngredient(rest).food?.role === "fat")
    return amount >= 2 ? Math.round(amount) : byHalf;
  if (MEASURE.test(rest)) return amount;
  // "1 ½ dente de alho" is two cloves to a cook; half a clove is still half.
  if (PIECE.test(rest)) return amount >= 1 ? Math.round(amount) : amount;
  if (matchIngredient(rest).food?.whole) return Math.max(1, Math.round(amount));
  return roundAmount(amount, "un");
}

const MEASURES: ReadonlyArray<readonly [RegExp, Unit, string]> = [
  [/^x[íi]caras?(?:\s+\(chá\))?/i, "xic", "xícara (chá)"],
  [/^colher(?:es)?\s+\(sopa\)/i, "cs", "colher (sopa)"],
  [/^colher(?:es)?\s+\(chá\)/i, "cc", "colher (chá)"],
];

/**
 * "0,06 xícara de óleo" → "1 colher (sopa) de óleo", "12 colheres (sopa) de aveia" → "¾ xícara (chá)":
 * a scaled cup or spoon is written in the measure a cook would reach for, rounded as it is measured.
 */
function householdLine(amount: number, rest: string): { amount: number; rest: string } | undefined {
  for (const [pattern, unit] of MEASURES) {
    if (!pattern.test(rest)) continue;
    const [measured, measure] = cookMeasure(amount, unit);
    const word = MEASURES.find(([, own]) => own === measure)![2];
    return { amount: measured, rest: measure === unit ? rest : rest.replace(pattern, word) };
  }
  return undefined;
}
/** The fewest packages a line uses ("1 lata de leite condensado" → 1); undefined for any other line. */
export function packagesOf(line: string): number | undefined {
  const amount = readAmount(line.trim());
  if (!amount || amount.unit) return undefined;
  return PACKAGE.test(line.trim().slice(amount.end).trim()) ? amount.low : undefined;
}

/** Multiplies the quantity at the start of an ingredient line; "sal a gosto" stays as it is. */
export function scaleLine(line: string, factor: number): string {
  const trimmed = line.trim();
  const amount = readAmount(trimmed);
  if (!amount) return line;
  const thousand = amount.unit === "kg" || amount.unit === "l" ? 1000 : 1;
  const ends = [amount.low, amount.high ?? NaN].filter(Number.isFinite).map((end) => end * factor * thousand);
  if (amount.unit)
    return `${metricAmount(ends, amount.unit === "kg" || amount.unit === "g" ? "g" : "ml")} ${trimmed.slice(amount.end).trim()}`.trim();
  const written = trimmed.slice(amount.end).trim();
  const measure = (ends.length === 1 && householdLine(ends[0]!, written)) || {
    amount: ends[0]!,
    rest: written,
  };
  const rest = measure.rest;
  const [low, high = null] = [measure.amount, ...ends.slice(1)].map((end) =>
    wholeWhereCounted(roundFor(end, false), rest),
  );
  const shown = formatAmountRange(low!, high, { mixedFractions: true });
  return `${shown} ${fixUnitWord(rest, high ?? low!)}`.trim();
}
