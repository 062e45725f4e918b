import type { NotePiece, Span } from "./line-parts.ts";
import { inlineNoteStart, isOnlyToTaste, TO_TASTE } from "./notes.ts";
import { foldSameLength } from "../text/fold.ts";

/** The food part of a line, after amount and unit. */
export interface LineBody {
  food: string;
  /** The food with its inline note ("alho picado"): what a shopping list shows. */
  name: string;
  notes: NotePiece[];
  toTaste: boolean;
}

const SEPARATOR = /[,;]|\s-\s/;
const LEADING_JUNK = /^[\s.:;,)\]-]+/;
// The lookbehinds stop a match from starting inside a long run, which would make a 10 KB line quadratic.
const TRAILING_JUNK = /(?<![\s.,;:-])[\s.,;:-]+$/;
const DANGLING_JOIN = /(?<!\s)\s+(?:e|ou)$/i;
const SPACE_RUN = /\s+/g;
// "1 caixa de creme de leite de 200g": the package size closing the food is a note.
const PACK_SIZE_AT_END = /(?<!\s)\s+de\s+(\d+(?:[.,]\d+)?\s*(?:g|gr|kg|ml|l|gramas))\s*$/d;

/** Outermost parentheses, an unclosed "(" running to the end, and stray ")" — masked by the caller. */
function findParentheses(folded: string): Span[] {
  const spans: Span[] = [];
  let depth = 0;
  let open = 0;
  for (let i = 0; i < folded.length; i++) {
    const char = folded[i];
    if (char === "(" && depth++ === 0) open = i;
    else if (char === ")" && depth === 0) spans.push({ start: i, end: i + 1 });
    else if (char === ")" && --depth === 0) spans.push({ start: open, end: i + 1 });
  }
  if (depth > 0) spans.push({ start: open, end: folded.length });
  return spans;
}

function mask(text: string, spans: readonly Span[]): string {
  let out = "";
  let from = 0;
  for (const { start, end } of spans) {
    out += text.slice(from, start) + " ".repeat(end - start);
    from = end;
  }
  return out + text.slice(from);
}

function cleanFood(text: string): string {
  return text
    .replace(SPACE_RUN, " ")
    .replace(LEADING_JUNK, "")
    .replace(TRAILING_JUNK, "")
    .replace(DANGLING_JOIN, "");
}

function cleanNote(text: string): string {
  return text
    .replace(/[()]/g, " ")
    .replace(SPACE_RUN, " ")
    .replace(LEADING_JUNK, "")
    .replace(TRAILING_JUNK, "");
}

/**
 * Where the food (with "a gosto") ends: at the first comma, except that "Azeite, sal e vinagre a gosto"
 * lists foods, so with no amount a comma before "a gosto" is kept in the food.
 */
function headEnd(folded: string, hasAmount: boolean): { end: number; separator: string } {
  const separator = SEPARATOR.exec(folded);
  if (!separator) return { end: folded.length, separator: "" };
  const taste = hasAmount ? null : TO_TASTE.exec(folded);
  if (!taste || taste.index < separator.index) return { end: separator.index, separator: separator[0] };
  const after = taste.index + taste[0].length;
  const next = SEPARATOR.exec(folded.slice(after));
  return next ? { end: after + next.index, separator: next[0] } : { end: folded.length, separator: "" };
}

/** Cleans note pieces; "(a gosto)" or ", q.b." alone only sets `toTaste`. */
function collectNotes(pieces: readonly NotePiece[]): { notes: NotePiece[]; toTaste: boolean } {
  const notes: NotePiece[] = [];
  let toTaste = false;
  for (const piece of pieces) {
    const note = cleanNote(piece.text);
    const foldedNote = foldSameLength(note);
    if (TO_TASTE.test(foldedNote)) toTaste = true;
    if (note !== "" && !isOnlyToTaste(foldedNote)) notes.push({ at: piece.at, text: note });
  }
  return { notes, toTaste };
}

/** Splits the food from its notes: parentheses, text after a comma, "a gosto", trailing "picado". */
export function readLineBody(raw: string, folded: string, start: number, hasAmount: boolean): LineBody {
  const pieces: NotePiece[] = [];
  const rawBody = raw.slice(start);
  const parens = findParentheses(folded.slice(start));
  for (const { start: from, end } of parens)
    pieces.push({ at: start + from, text: rawBody.slice(from, end) });
  const text = mask(rawBody, parens);
  const foldedText = mask(folded.slice(start), parens);

  const head = headEnd(foldedText, hasAmount);
  if (head.separator)
    pieces.push({ at: start + head.end, text: text.slice(head.end + head.separator.length) });

  let foodEnd = head.end;
  const taste = TO_TASTE.exec(foldedText.slice(0, head.end));
  if (taste) {
    foodEnd = taste.index;
    pieces.push({ at: start + foodEnd, text: text.slice(foodEnd + taste[0].length, head.end) });
  }
  const pack = PACK_SIZE_AT_END.exec(foldedText.slice(0, foodEnd));
  if (pack) {
    const [from, to] = pack.indices![1]!;
    pieces.push({ at: start + from, text: text.slice(from, to) });
    foodEnd = pack.index;
  }
  const inline = inlineNoteStart(foldedText.slice(0, foodEnd));
  if (inline >= 0) pieces.push({ at: start + inline, text: text.slice(inline, foodEnd) });

  const { notes, toTaste } = collectNotes(pieces);
  return {
    food: cleanFood(text.slice(0, inline >= 0 ? inline : foodEnd)),
    name: cleanFood(text.slice(0, foodEnd)),
    notes,
    toTaste: toTaste || taste !== null,
  };
}
