import type { Unit } from "./ingredient-line.ts";
import type { NotePiece, Span } from "./line-parts.ts";
import { QUALIFIED, UNIT_WORDS, type UnitWord } from "./unit-lexicon.ts";

/** What follows the amount when it is a unit: "xícaras (chá) rasas de ". */
export interface UnitMatch {
  unit: Unit;
  /** 12 for "dúzia", 1 otherwise. */
  times: number;
  /** The unit as written, qualifier included ("xícaras (chá)"), for display. */
  written: Span;
  /** Words that agree in number with the amount ("xícaras", "americanos", "rasas"). */
  agreeing: Span[];
  /** "e meia" after the unit: already added to the amount, dropped when the line is rewritten. */
  half: Span | null;
  notes: NotePiece[];
  /** Where the food starts, after the unit's "de". */
  end: number;
}

const SIZE_ADJECTIVE = "(?:rasas?|cheias?|generosas?|grandes?|pequen[oa]s?|medi[oa]s?|nivelad[oa]s?)";
const SIZE_WORD = String.raw`(?:bem\s+)?${SIZE_ADJECTIVE}`;
// "1 pedaço pequeno de gengibre": a size may sit between a food-like unit and its "de".
const OF_AHEAD = String.raw`(?=(?:\s+${SIZE_WORD})?(?:\s+d[eoa]s?\s|\s*\())`;
const COMPILED = UNIT_WORDS.map((entry) => ({
  entry,
  pattern: new RegExp(`\\s*(${entry.forms})(?![a-z])${entry.needsOf ? OF_AHEAD : ""}`, "dy"),
}));

// "de chá"/"de café" bare may be the food itself ("1 xícara de café"), so they qualify only when more
// follows; "(chá)" in parentheses always qualifies.
const QUALIFIER_PAREN = /\s*\(\s*(?:de\s+)?(sopa|sobremesa|cha|cafe)\s*\)/dy;
const QUALIFIER_BARE =
  /\s*(?:de\s+)?(?:(sopa|sobremesa)(?![a-z])|(cha|cafe)(?![a-z])(?=\s+d[eoa]s?\s|\s*\(|\s+(?:bem\s+)?(?:rasa|cheia)|\s+e\s+mei[ao]))/dy;
const AMERICANO = /\s*\(\s*(?:tipo\s+)?americanos?\s*\)|\s+(?:tipo\s+)?(americanos?)(?![a-z])/dy;
const REQUEIJAO = /\s*\(\s*(?:de\s+)?requeijao\s*\)|\s+de\s+requeijao(?=\s+d[eoa]s?\s)/y;
const AND_A_HALF = /\s+e\s+mei[ao](?![a-z])/y;
const SIZE = new RegExp(
  String.raw`\s+((?:bem\s+)?(${SIZE_ADJECTIVE}))(?=\s+d[eoa]s?\s|\s*\(|\s*,|\s*$)`,
  "dy",
);
const PAREN = /\s*\(([^()]*)\)/dy;
const PACK_SIZE = /\s+de\s+(\d+(?:[.,]\d+)?\s*(?:g|kg|ml|l|gramas))(?=\s+d[eoa]s?\s)/dy;
const OF = /\s*(?:d[eoa]s?\s+|d'\s*)?\s*/y;

function stickyAt(pattern: RegExp, folded: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(folded);
}

function group(match: RegExpExecArray, index: number): Span | null {
  const indices = match.indices?.[index];
  return indices ? { start: indices[0], end: indices[1] } : null;
}

function readQualifier(entry: UnitWord, folded: string, at: number, found: UnitMatch): number {
  if (entry.family === "xicara" || entry.family === "colher") {
    const match = stickyAt(QUALIFIER_PAREN, folded, at) ?? stickyAt(QUALIFIER_BARE, folded, at);
    if (!match) return at;
    found.unit = QUALIFIED[entry.family][match[1] ?? match[2] ?? ""] ?? found.unit;
    return at + match[0].length;
  }
  if (entry.family === "copo") {
    const americano = stickyAt(AMERICANO, folded, at);
    if (americano) {
      found.unit = "copo_americano";
      const adjective = group(americano, 1);
      if (adjective) found.agreeing.push(adjective);
      return at + americano[0].length;
    }
    const requeijao = stickyAt(REQUEIJAO, folded, at);
    return requeijao ? at + requeijao[0].length : at;
  }
  return at;
}

function readHalf(folded: string, at: number, found: UnitMatch): number {
  const match = found.half ? null : stickyAt(AND_A_HALF, folded, at);
  if (!match) return at;
  found.half = { start: at, end: at + match[0].length };
  return found.half.end;
}

function readNoteParts(raw: string, folded: string, at: number, found: UnitMatch): number {
  for (const pattern of [SIZE, PAREN, PACK_SIZE]) {
    const match = stickyAt(pattern, folded, at);
    if (!match) continue;
    const text = group(match, 1)!;
    found.notes.push({ at: text.start, text: raw.slice(text.start, text.end) });
    const adjective = pattern === SIZE ? group(match, 2) : null;
    if (adjective) found.agreeing.push(adjective);
    at += match[0].length;
  }
  return at;
}

/** Reads the unit right after an amount ("xícaras (chá) de"); null when the food follows directly. */
export function readUnit(raw: string, folded: string, from: number): UnitMatch | null {
  for (const { entry, pattern } of COMPILED) {
    const noun = stickyAt(pattern, folded, from);
    if (!noun) continue;
    const nounSpan = group(noun, 1)!;
    const found: UnitMatch = {
      unit: entry.unit,
      times: entry.times ?? 1,
      written: nounSpan,
      agreeing: entry.inflects ? [nounSpan] : [],
      half: null,
      notes: [],
      end: nounSpan.end,
    };
    let at = readHalf(folded, nounSpan.end, found);
    at = readQualifier(entry, folded, at, found);
    found.written = { start: nounSpan.start, end: found.half ? nounSpan.end : at };
    at = readHalf(folded, at, found);
    at = readNoteParts(raw, folded, at, found);
    found.end = at + stickyAt(OF, folded, at)![0].length;
    return found;
  }
  return null;
}
