import { fold } from "@chefzap/shared";
import { imperativeSpelled } from "./cooking-verbs.ts";
import accentedWords from "./lexicon/accents.json" with { type: "json" };

// Bare spellings with two accented words, told apart by the word before: "bolo da avo" is the
// grandmother's, "fermento em po" is powder ("pô" is slang).
const BY_CONTEXT: Record<string, ReadonlyArray<{ before: RegExp; word: string }>> = {
  avo: [
    { before: /^(?:a|da|na|pela|minha|sua|nossa)$/, word: "avó" },
    { before: /^(?:o|do|no|pelo|meu|seu|nosso)$/, word: "avô" },
  ],
  vo: [
    { before: /^(?:a|da|na|pela|minha|sua|nossa)$/, word: "vó" },
    { before: /^(?:o|do|no|pelo|meu|seu|nosso)$/, word: "vô" },
  ],
  po: [{ before: /^(?:em|de)$/, word: "pó" }],
};

let cached: Map<string, string> | undefined;
/** Bare spelling → the one word it can be; built once, on first use. */
function lexicon(): Map<string, string> {
  cached ??= new Map(accentedWords.map((word) => [fold(word), word]));
  return cached;
}

function sameCase(typed: string, word: string): string {
  if (typed.length > 1 && typed === typed.toLocaleUpperCase("pt-BR")) return word.toLocaleUpperCase("pt-BR");
  return typed[0] === typed[0]!.toLocaleUpperCase("pt-BR")
    ? word[0]!.toLocaleUpperCase("pt-BR") + word.slice(1)
    : word;
}

/** The accented word a bare one stands for, or undefined when it is right as typed or not known. */
export function accentedWord(typed: string, before = ""): string | undefined {
  const bare = typed.toLocaleLowerCase("pt-BR");
  if (fold(typed) !== bare) return undefined;
  const word = lexicon().get(bare) ?? BY_CONTEXT[bare]?.find((rule) => rule.before.test(fold(before)))?.word;
  if (!word) return undefined;
  // A step's verb is spelled as the verb: "rale" is not "ralé" ("aqueca" is "aqueça" either way).
  const verb = imperativeSpelled(bare);
  if (verb) return verb === bare ? undefined : sameCase(typed, verb);
  return sameCase(typed, word);
}

// A word inside a hyphenated one ("passe-la", "pe-de-moleque") or glued to a digit is left as typed.
const WORD = /(?<![\p{L}\p{N}-])\p{L}+(?![\p{L}\p{N}-])/gu;
const PREVIOUS = /(\p{L}+)\s+$/u;

/**
 * Puts back the accents of words typed without them when the lexicon knows only one word for that
 * spelling ("acucar" → "açúcar", "tambem" → "também"); `changed` says whether any was.
 */
export function accentWords(text: string): { text: string; changed: boolean } {
  let changed = false;
  const out = text.replace(WORD, (typed, offset: number) => {
    const before = PREVIOUS.exec(text.slice(Math.max(0, offset - 20), offset))?.[1] ?? "";
    const word = accentedWord(typed, before);
    if (!word) return typed;
    changed = true;
    return word;
  });
  return { text: out, changed };
}
