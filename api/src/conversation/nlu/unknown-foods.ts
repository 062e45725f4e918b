import { FRAME, NEVER_FOOD } from "./not-food-words.ts";
import type { Reading } from "./reading.ts";
import type { Token } from "./tokens.ts";

const LIST_BREAK = /\s*(?:,|;|\n|\s+e\s+|\s+mais\s+|\+)\s*/;

// A shorthand is read as the words it stands for ("oq" is "o que").
const isIn = (set: ReadonlySet<string>) => (t: Token) =>
  set.has(t.folded) || t.word.split(" ").every((w) => set.has(w));
const frame = isIn(FRAME);
const neverFood = isIn(NEVER_FOOD);

/** "tenho pupunha" → "pupunha", "um resto de taioba da feira" → "taioba": the frame is not the food. */
function trimFrame(tokens: Token[]): Token[] {
  let first = 0;
  let last = tokens.length;
  while (first < last && frame(tokens[first]!)) first += 1;
  while (last > first && frame(tokens[last - 1]!)) last -= 1;
  return tokens.slice(first, last);
}

/**
 * Words of a typed list that the catalogue does not know ("frango, batata, taioba"): kept only where
 * the message is clearly a list of foods (two known foods or more, separated), once the words around
 * them that are never food are set aside ("tenho", "da feira", "congelado"), and only when none of
 * the rest is a word the chat's corpus uses, so "aqui", "kkk" or "pra janta" never become food.
 */
export function unknownFoods(reading: Reading, vocabulary: ReadonlySet<string>): string[] {
  const { tokenized, foods, spotted } = reading;
  if (foods.length < 2) return [];
  const unknown: string[] = [];
  let at = 0;
  for (const piece of tokenized.text.split(LIST_BREAK)) {
    const start = tokenized.text.indexOf(piece, at);
    const end = start + piece.length;
    at = end;
    const inPiece = tokenized.tokens.filter((t) => t.start >= start && t.end <= end);
    const tokens = trimFrame(inPiece);
    if (tokens.length === 0 || tokens.length > 3) continue;
    if (foods.some((f) => f.from < end && start < f.end)) continue;
    if (spotted.some((s) => s.start < end && start < s.end)) continue;
    const chat = (t: Token) => t.word.split(" ").every((w) => vocabulary.has(w));
    if (tokens.some((t) => neverFood(t) || chat(t) || /\d/.test(t.folded))) continue;
    unknown.push(tokenized.text.slice(tokens[0]!.start, tokens.at(-1)!.end));
  }
  return unknown;
}
