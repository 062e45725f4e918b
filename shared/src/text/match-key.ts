import { fold } from "./fold.ts";
import { singularize } from "./plural.ts";

const NOT_WORD = /[^a-z0-9]+/;

/**
 * One word as matchers compare it: singular and folded ("Limões" → "limao", "Pães" → "pao"). Both
 * sides of every comparison go through it, so an odd singular still matches itself.
 */
export function wordKey(word: string): string {
  return fold(singularize(fold(word)));
}

/**
 * The words of a phrase as matchers compare them: folded, split on anything but letters and digits
 * (hyphens too, so "cheiro-verde" equals "cheiro verde"), each made singular. Stopwords are kept:
 * phrases like "leite de coco" need them.
 */
export function phraseWords(text: string): string[] {
  return fold(text).split(NOT_WORD).filter(Boolean).map(wordKey);
}

/** The comparison key of a phrase: "Pães de Queijo" → "pao de queijo". */
export function phraseKey(text: string): string {
  return phraseWords(text).join(" ");
}
