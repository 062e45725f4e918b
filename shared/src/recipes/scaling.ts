import { formatAmountRange, formatDecimal } from "../text/amount.ts";
import type { Unit } from "./ingredient-line.ts";
import { inflectNumber } from "../text/plural.ts";
import type { LineParts, Span } from "./line-parts.ts";
import { readIngredientLine } from "./parse-ingredient-line.ts";

type Edit = Span & { text: string };

/** "xícara" ⇄ "xícaras", "colher" ⇄ "colheres": a unit word already in the wanted number stays as written. */
function agree(word: string, plural: boolean): string {
  return /s$/i.test(word) === plural ? word : inflectNumber(word, plural);
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

// Counted things whose participle describes the piece: "2 dentes de alho picados" ⇄ "1 dente … picado".
const COUNTED_UNITS = new Set([
  "dente",
  "fatia",
  "posta",
  "file",
  "pedaco",
  "folha",
  "talo",
  "ramo",
  "cabeca",
  "gomo",
  "rodela",
  "espiga",
  "unidade",
]);
// Words that end the noun phrase of a counted food: "2 tomates maduros sem pele" stops at "sem".
const PHRASE_END = new Set([
  "de",
  "do",
  "da",
  "dos",
  "das",
  "com",
  "sem",
  "em",
  "para",
  "a",
  "ao",
  "e",
  "ou",
  "no",
  "na",
  "bem",
]);
const PARTICIPLE = /^\p{L}+(?:ad|id)[oa]s?$/u;
const WORDS = /[\p{L}-]+|[^\p{L}-]+/gu;

/**
 * When an amount crosses 2, the words that agree with it change number: the counted food and its
 * adjectives when there is no unit ("1 tomate picado" → "2 tomates picados"), and a closing participle
 * that describes a counted piece ("2 dentes de alho picados" → "1 dente de alho picado").
 */
function agreeingWordsInBody(line: string, parts: LineParts, plural: boolean): Edit[] {
  const counted = parts.unit === null || COUNTED_UNITS.has(parts.unit.unit);
  if (!counted) return [];
  const edits: Edit[] = [];
  const tokens = [...line.slice(parts.bodyStart).matchAll(WORDS)];
  let inHead = parts.unit === null;
  let lastWord: { start: number; text: string } | undefined;
  for (const token of tokens) {
    const text = token[0];
    const start = parts.bodyStart + token.index!;
    if (!/\p{L}/u.test(text)) {
      if (/[,(]/.test(text)) inHead = false;
      continue;
    }
    if (PHRASE_END.has(text.toLowerCase())) inHead = false;
    else if (inHead) edits.push({ start, end: start + text.length, text: inflectNumber(text, plural) });
    lastWord = { start, text };
  }
  const alreadyEdited = lastWord && edits.some((e) => e.start === lastWord!.start);
  if (lastWord && !alreadyEdited && PARTICIPLE.test(lastWord.text)) {
    edits.push({
      start: lastWord.start,
      end: lastWord.start + lastWord.text.length,
      text: inflectNumber(lastWord.text, plural),
    });
  }
  return edits;
}

const LARGER: Partial<Record<Unit, string>> = { g: "kg", ml: "l" };

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
  const amountEnd = spelled?.end ?? amount.end;
  // "200ml" becomes "400 ml": the amount is rewritten, so it gets the usual space.
  const glued = amountEnd < line.length && !/\s/.test(line[amountEnd]!);
  const low = amount.low * factor;
  const high = amount.high === null ? null : amount.high * factor;
  // "500 g" for twice the people is "1 kg" to a cook, and "1,5 kg", not "1500 g".
  const larger = unit && low >= 1000 ? LARGER[unit.unit] : undefined;
  const text = larger
    ? [low, high]
        .flatMap((end) => (end === null ? [] : [formatDecimal(Math.round(end / 100) / 10)]))
        .join(" a ")
    : formatAmountRange(low, high);
  const edits: Edit[] = [{ start: amount.start, end: amountEnd, text: text + (glued ? " " : "") }];
  if (larger) edits.push({ ...unit!.written, text: larger });
  if (unit?.half) edits.push({ ...unit.half, text: "" });
  // Portuguese puts amounts from 2 up in the plural: "1 ½ xícara", "2 xícaras".
  const plural = (high ?? low) >= 2;
  for (const span of unit?.agreeing ?? []) {
    edits.push({ ...span, text: agree(line.slice(span.start, span.end), plural) });
  }
  const wasPlural = (amount.high ?? amount.low) >= 2;
  if (plural !== wasPlural) edits.push(...agreeingWordsInBody(line, parts, plural));
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
