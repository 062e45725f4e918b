import { foldSameLength } from "../text/fold.ts";

/** Unicode vulgar fractions as written in recipes ("½ xícara", "1½ kg"). */
const GLYPH_VALUES: Record<string, number> = {
  "½": 1 / 2,
  "¼": 1 / 4,
  "¾": 3 / 4,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "⅛": 1 / 8,
  "⅜": 3 / 8,
  "⅝": 5 / 8,
  "⅞": 7 / 8,
  "⅕": 1 / 5,
  "⅖": 2 / 5,
  "⅗": 3 / 5,
  "⅘": 4 / 5,
  "⅙": 1 / 6,
  "⅚": 5 / 6,
};

/** Number words as they open a line ("uma xícara", "meia dúzia"), already accent-folded. */
const WORD_VALUES: Record<string, number> = {
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  meia: 0.5,
  meio: 0.5,
};

const GLYPH = `[${Object.keys(GLYPH_VALUES).join("")}]`;
const WORD = `(?:${Object.keys(WORD_VALUES)
  .sort((a, b) => b.length - a.length)
  .join("|")})(?![a-z])`;
// Order matters: the first alternative that fits wins, so "1 1/2" must be tried before "1".
const NUMBER = String.raw`(?:\d+\s+\d+/\d+|\d+\s*${GLYPH}|${GLYPH}|\d+/\d+|\d{1,3}(?:\.\d{3})+(?![\d,])|\d+(?:[.,]\d+)?)`;
const AND_A_HALF = String.raw`(?:\s+e\s+(?:\d+/\d+|${GLYPH}|meia|meio)(?![a-z]))?`;
const SINGLE = `(?:${NUMBER}|${WORD})${AND_A_HALF}`;
const RANGE_JOIN = String.raw`(?:\s*-\s*|\s+(?:a|ou|ate)\s+)`;

/** Sticky: reads at `lastIndex` of the folded line. Group 1 is the low end, group 2 the high end. */
const LEADING_AMOUNT = new RegExp(`(${SINGLE})(?:${RANGE_JOIN}(${SINGLE}))?`, "y");
const MIXED = /^(\d+)\s+(\d+)\/(\d+)$/;
const WITH_GLYPH = new RegExp(`^(\\d*)\\s*(${GLYPH})$`);
const FRACTION = /^(\d+)\/(\d+)$/;
const THOUSANDS = /^\d{1,3}(?:\.\d{3})+$/;
const DECIMAL = /^\d+(?:[.,]\d+)?$/;
const HALF_JOIN = /\s+e\s+/;

/** An amount at the start of a line, with its position; `low` and `high` are finite. */
export interface AmountMatch {
  start: number;
  end: number;
  low: number;
  high: number | null;
}

function simpleValue(text: string): number {
  const word = WORD_VALUES[text];
  if (word !== undefined) return word;
  const mixed = MIXED.exec(text);
  if (mixed) return Number(mixed[3]) === 0 ? NaN : Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const glyph = WITH_GLYPH.exec(text);
  if (glyph) return Number(glyph[1] || 0) + GLYPH_VALUES[glyph[2]!]!;
  const fraction = FRACTION.exec(text);
  if (fraction) return Number(fraction[2]) === 0 ? NaN : Number(fraction[1]) / Number(fraction[2]);
  // "1.500 g" is fifteen hundred grams in Brazil; "1.5 kg" (one dot, not three digits) a decimal.
  if (THOUSANDS.test(text)) return Number(text.replaceAll(".", ""));
  return DECIMAL.test(text) ? Number(text.replace(",", ".")) : NaN;
}

/** The value of one folded amount ("1 e 1/2", "meia", "1,5"); NaN when it is not one or not finite. */
export function amountValue(folded: string): number {
  const parts = folded.trim().split(HALF_JOIN);
  let total = 0;
  for (const part of parts) total += simpleValue(part);
  return parts.length > 2 || !Number.isFinite(total) ? NaN : total;
}

/** Reads the amount (or range) starting exactly at `from` in the folded line; null when there is none. */
export function readLeadingAmount(folded: string, from: number): AmountMatch | null {
  LEADING_AMOUNT.lastIndex = from;
  const match = LEADING_AMOUNT.exec(folded);
  if (!match) return null;
  const low = amountValue(match[1]!);
  if (Number.isNaN(low)) return null;
  const high = match[2] === undefined ? NaN : amountValue(match[2]);
  if (Number.isNaN(high)) {
    // "2 a 3/0" still says 2; the broken high end is left in the text rather than guessed.
    return { start: from, end: from + match[1]!.length, low, high: null };
  }
  return { start: from, end: from + match[0].length, low, high };
}

/**
 * Reads one amount written the Brazilian way ("1 1/2", "1½", "1,5", "meia"); NaN when it is not one.
 * The same reader the ingredient-line parser uses, so the web and the server agree on every amount.
 */
export function parseAmount(text: string): number {
  return amountValue(foldSameLength(text));
}
