const LIST_MARK = /^\s*(?:[-*•·▪●◦‣>✓✔]+\s*|(?:passo\s*)?\d{1,2}\s*(?:[.)º°:](?!\d)|\s-)\s*)/iu;
// A stop after one of these is an abbreviation ("aprox. 3 xíc."), not the end of a sentence.
const ABBREVIATIONS =
  /(?:^|[\s(])(?:aprox|min|seg|col|colh|xic|xíc|ex|obs|etc|kg|g|ml|l|h|cs|cc|un|und|pct)\.$/iu;

/** Cuts a paragraph where a sentence ends and another begins (with a letter, whatever its case). */
function sentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const stop of text.matchAll(/[.!?…]+\s+(?=["“(]?\p{L})/gu)) {
    const end = stop.index + stop[0].trimEnd().length;
    if (ABBREVIATIONS.test(text.slice(start, end))) continue;
    out.push(text.slice(start, end).trim());
    start = stop.index + stop[0].length;
  }
  out.push(text.slice(start).trim());
  return out.filter(Boolean);
}

/** A sentence with a capital first letter and a final stop, as every step of the app's recipes. */
export function sentenceCase(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return trimmed;
  const first = trimmed.search(/\p{L}/u);
  const capital = first === 0 ? trimmed[0]!.toLocaleUpperCase("pt-BR") + trimmed.slice(1) : trimmed;
  return /[.!?…]$/u.test(capital) ? capital : `${capital.replace(/[,;:\s]+$/u, "")}.`;
}

export interface TidiedSteps {
  steps: string[];
  unmarked: boolean;
  split: boolean;
  punctuated: boolean;
}

/**
 * The method as short steps: list marks dropped ("1.", "Passo 2:", "-"), a method written as one
 * paragraph cut at its sentences, each step a sentence. The words are the author's.
 */
export function tidySteps(raw: readonly string[]): TidiedSteps {
  const unmarkedSteps = raw.map((step) => step.replace(LIST_MARK, "").trim()).filter(Boolean);
  const unmarked = unmarkedSteps.some((step, i) => step !== raw[i]?.trim());
  const pieces = unmarkedSteps.length === 1 ? sentences(unmarkedSteps[0]!) : unmarkedSteps;
  const split = pieces.length > unmarkedSteps.length;
  const steps = pieces.map(sentenceCase);
  const punctuated = steps.some((step, i) => step !== pieces[i]);
  return { steps, unmarked, split, punctuated };
}
