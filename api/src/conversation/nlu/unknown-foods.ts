import type { Reading } from "./reading.ts";

const LIST_BREAK = /\s*(?:,|;|\n|\s+e\s+|\s+mais\s+|\+)\s*/;

/**
 * Words of a typed list that the catalogue does not know ("frango, batata, taioba"): kept only where
 * the message is clearly a list of foods (two known foods or more, separated), and only when none of
 * their words is one the chat's corpus uses, so "aqui", "kkk" or "pra janta" never become food.
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
    const tokens = tokenized.tokens.filter((t) => t.start >= start && t.end <= end);
    if (tokens.length === 0 || tokens.length > 3) continue;
    if (foods.some((f) => f.from < end && start < f.end)) continue;
    if (spotted.some((s) => s.start < end && start < s.end)) continue;
    if (tokens.some((t) => vocabulary.has(t.word) || /\d/.test(t.folded))) continue;
    unknown.push(piece.replace(/[?!.]+$/, "").trim());
  }
  return unknown;
}
