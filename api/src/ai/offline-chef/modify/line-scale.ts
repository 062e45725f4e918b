import {
  foldSameLength,
  formatAmountRange,
  formatDecimal,
  pluralize,
  readLeadingAmount,
} from "@chefzap/shared";
import { matchIngredient } from "../normalize/normalize-ingredient.ts";

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
  if (metric) return amount >= 100 ? Math.round(amount / 10) * 10 : Math.max(1, Math.round(amount));
  return Math.max(0.25, Math.round(amount * 4) / 4);
}

function fixUnitWord(rest: string, amount: number): string {
  for (const [pattern, word] of UNIT_WORDS) {
    if (pattern.test(rest)) return rest.replace(pattern, amount >= 2 ? pluralize(word) : word);
  }
  const match = matchIngredient(rest);
  const head = rest.split(" ")[0] ?? "";
  if (!match.food || !head) return rest;
  // A counted food: "1 cebola" → "2 cebolas", "2 ovos" → "1 ovo".
  if (amount >= 2 && head === match.food.name) return rest.replace(head, match.food.plural.split(" ")[0]!);
  if (amount < 2 && head === match.food.plural.split(" ")[0])
    return rest.replace(head, match.food.name.split(" ")[0]!);
  return rest;
}

/** Grams and millilitres by tens, in kg or l once every end passes a thousand ("1,5 kg"). */
function metricAmount(ends: readonly number[], unit: "g" | "ml"): string {
  const rounded = ends.map((value) => roundFor(value, true));
  const big = rounded.every((value) => value >= 1000);
  const shown = rounded.map((value) => (big ? formatDecimal(Math.round(value / 100) / 10) : String(value)));
  return `${shown.join(" a ")} ${big ? (unit === "g" ? "kg" : "l") : unit}`;
}

/** Multiplies the quantity at the start of an ingredient line; "sal a gosto" stays as it is. */
export function scaleLine(line: string, factor: number): string {
  const trimmed = line.trim();
  const amount = readAmount(trimmed);
  if (!amount) return line;
  const rest = trimmed.slice(amount.end).trim();
  const thousand = amount.unit === "kg" || amount.unit === "l" ? 1000 : 1;
  const ends = [amount.low, amount.high ?? NaN].filter(Number.isFinite).map((end) => end * factor * thousand);
  if (amount.unit)
    return `${metricAmount(ends, amount.unit === "kg" || amount.unit === "g" ? "g" : "ml")} ${rest}`.trim();
  const [low, high = null] = ends.map((end) => roundFor(end, false));
  const shown = formatAmountRange(low!, high, { mixedFractions: true });
  return `${shown} ${fixUnitWord(rest, high ?? low!)}`.trim();
}
