import type { NotePiece, Span } from "./line-parts.ts";
import { inlineNoteStart, isOnlyToTaste, TO_TASTE } from "./notes.ts";
import { foldForMatching } from "./text-fold.ts";

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
const TRAILING_JUNK = /[\s.,;:-]+$/;
const DANGLING_JOIN = /\s+(?:e|ou)$/i;
const SPACE_RUN = /\s+/g;

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

/** Splits the food from its notes: parentheses, text after a comma, "a gosto", trailing "picado". */
export function readLineBody(raw: string, folded: string, start: number): LineBody {
  const pieces: NotePiece[] = [];
  const rawBody = raw.slice(start);
  const parens = findParentheses(folded.slice(start));
  for (const { start: from, end } of parens)
    pieces.push({ at: start + from, text: rawBody.slice(from, end) });
  const text = mask(rawBody, parens);
  const foldedText = mask(folded.slice(start), parens);

  const separator = SEPARATOR.exec(foldedText);
  const headEnd = separator ? separator.index : text.length;
  if (separator) pieces.push({ at: start + headEnd, text: text.slice(headEnd + separator[0].length) });

  let foodEnd = headEnd;
  const taste = TO_TASTE.exec(foldedText.slice(0, headEnd));
  if (taste) {
    foodEnd = taste.index;
    pieces.push({ at: start + foodEnd, text: text.slice(foodEnd + taste[0].length, headEnd) });
  }
  const inline = inlineNoteStart(foldedText.slice(0, foodEnd));
  if (inline >= 0) pieces.push({ at: start + inline, text: text.slice(inline, foodEnd) });

  const notes: NotePiece[] = [];
  let toTaste = taste !== null;
  for (const piece of pieces) {
    const note = cleanNote(piece.text);
    const foldedNote = foldForMatching(note);
    if (TO_TASTE.test(foldedNote)) toTaste = true;
    if (note !== "" && !isOnlyToTaste(foldedNote)) notes.push({ at: piece.at, text: note });
  }
  return {
    food: cleanFood(text.slice(0, inline >= 0 ? inline : foodEnd)),
    name: cleanFood(text.slice(0, foodEnd)),
    notes,
    toTaste,
  };
}
