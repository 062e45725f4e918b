import { readLeadingAmount } from "./amounts.ts";
import { foldSameLength } from "../text/fold.ts";
import { readUnit, type UnitMatch } from "./units.ts";

/** A stretch of the original line, by UTF-16 index. */
export interface Span {
  start: number;
  end: number;
}

/** A note found at `at` in the line ("395 g", "rasa", "sem pele"). */
export interface NotePiece {
  at: number;
  text: string;
}

/**
 * The front of an ingredient line located in the original text, so serving scaling can rewrite the
 * amount and leave the rest exactly as the user wrote it.
 */
export interface LineParts {
  raw: string;
  /** The same line lower-cased and accent-folded, index for index. */
  folded: string;
  /** The amount as written, "e meia" after the unit included; "dúzia" is applied by the reader. */
  amount: (Span & { low: number; high: number | null }) | null;
  unit: UnitMatch | null;
  /** "(duas)" after "2": redundant with the amount, dropped when it is rewritten. */
  spelled: Span | null;
  /** Where the food starts. */
  bodyStart: number;
}

const BULLET = /^\s*(?:[-*•·▪●◦‣>✓✔]+\s*)?/;
// "1. 2 xícaras de farinha": a list number is only dropped when another amount follows it.
const NUMBERING = /\d{1,2}[.)]\s+/y;
const SPELLED =
  /\s*\((?:uma?|duas|dois|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|mei[ao])(?:\s+e\s+mei[ao])?\)/y;
const SPACES = /\s*/y;

function skipSpaces(folded: string, at: number): number {
  SPACES.lastIndex = at;
  return at + SPACES.exec(folded)![0].length;
}

// "¾ de xícara de cacau": the "de" stays in the text; only a unit after it counts.
const OF_BEFORE_UNIT = /\s+de\s+/y;

function readUnitAfterOf(raw: string, folded: string, at: number): UnitMatch | null {
  OF_BEFORE_UNIT.lastIndex = at;
  const of = OF_BEFORE_UNIT.exec(folded);
  return of ? readUnit(raw, folded, at + of[0].length) : null;
}

function startOfAmount(folded: string): number {
  const afterBullet = BULLET.exec(folded)![0].length;
  NUMBERING.lastIndex = afterBullet;
  const numbering = NUMBERING.exec(folded);
  if (numbering && readLeadingAmount(folded, afterBullet + numbering[0].length)) {
    return afterBullet + numbering[0].length;
  }
  return afterBullet;
}

/** Locates bullet, amount, unit and the start of the food in one line; never throws on odd input. */
export function splitLineParts(raw: string): LineParts {
  const folded = foldSameLength(raw);
  const start = startOfAmount(folded);
  const amount = readLeadingAmount(folded, start);
  if (!amount) {
    return { raw, folded, amount: null, unit: null, spelled: null, bodyStart: start };
  }
  SPELLED.lastIndex = amount.end;
  const spelledMatch = SPELLED.exec(folded);
  const spelled = spelledMatch ? { start: amount.end, end: amount.end + spelledMatch[0].length } : null;
  const afterAmount = spelled?.end ?? amount.end;
  const unit = readUnit(raw, folded, afterAmount) ?? readUnitAfterOf(raw, folded, afterAmount);
  const half = unit?.half && amount.high === null ? 0.5 : 0;
  return {
    raw,
    folded,
    amount: { start: amount.start, end: amount.end, low: amount.low + half, high: amount.high },
    unit,
    spelled,
    bodyStart: unit ? unit.end : skipSpaces(folded, afterAmount),
  };
}
