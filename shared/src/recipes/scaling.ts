import type { Span } from "./line-parts.ts";
import { readIngredientLine } from "./parse-ingredient-line.ts";
import { formatAmountRange } from "./quantity.ts";

type Edit = Span & { text: string };

/** "xícara" ⇄ "xícaras", "colher" ⇄ "colheres", "americano" ⇄ "americanos", keeping the writer's case. */
function agree(word: string, plural: boolean): string {
  const isPlural = /s$/i.test(word);
  if (plural === isPlural) return word;
  if (!plural) return word.slice(0, /res$/i.test(word) ? -2 : -1);
  const suffix = /r$/i.test(word) ? "es" : /[aeiouáéíóúâêôãõ]$/i.test(word) ? "s" : "";
  return word + (word === word.toUpperCase() ? suffix.toUpperCase() : suffix);
}

function applyEdits(line: string, edits: Edit[]): string {
  let out = "";
  let from = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    out += line.slice(from, edit.start) + edit.text;
    from = edit.end;
  }
  return out + line.slice(from);
}

/**
 * Scales one ingredient line by `factor` (chosen servings ÷ recipe servings). Only the amount and the
 * unit's number agreement change ("1 xícara" → "2 xícaras"); the rest stays as written. Lines without a
 * leading amount ("sal a gosto") come back unchanged; ranges scale both ends.
 */
export function scaleIngredientLine(line: string, factor: number): string {
  if (factor === 1 || !Number.isFinite(factor)) return line;
  const { parts } = readIngredientLine(line);
  const { amount, unit, spelled } = parts;
  if (!amount) return line;
  const low = amount.low * factor;
  const high = amount.high === null ? null : amount.high * factor;
  const amountEnd = spelled?.end ?? amount.end;
  // "200ml" becomes "400 ml": the amount is rewritten, so it gets the usual space.
  const glued = amountEnd < line.length && !/\s/.test(line[amountEnd]!);
  const edits: Edit[] = [
    { start: amount.start, end: amountEnd, text: formatAmountRange(low, high) + (glued ? " " : "") },
  ];
  if (unit?.half) edits.push({ ...unit.half, text: "" });
  const plural = (high ?? low) > 1;
  for (const span of unit?.agreeing ?? []) {
    edits.push({ ...span, text: agree(line.slice(span.start, span.end), plural) });
  }
  return applyEdits(line, edits);
}

/** Scales a recipe's ingredient list from its servings (default 1, spec §5) to the chosen servings. */
export function scaleIngredients(
  lines: readonly string[],
  from: number | null | undefined,
  to: number,
): string[] {
  const base = from && from > 0 ? from : 1;
  return lines.map((line) => scaleIngredientLine(line, to / base));
}
