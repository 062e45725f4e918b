import { phraseWords } from "@chefzap/shared";

/** Words that carry no identity for matching a food ("2 xícaras DE farinha DA boa"). */
const STOPWORDS = new Set([
  "de",
  "da",
  "do",
  "das",
  "dos",
  "e",
  "em",
  "a",
  "o",
  "as",
  "os",
  "um",
  "uma",
  "para",
  "ao",
  "mais",
  "bem",
  "tipo",
]);

/** Content words only, for fuzzy scoring. */
export function contentWords(text: string): string[] {
  return phraseWords(text).filter((w) => !STOPWORDS.has(w) && !/^\d+$/.test(w));
}

/** True when `needle` occurs in `haystack` on word boundaries (both already phrase keys). */
export function containsPhrase(haystack: string, needle: string): boolean {
  return indexOfPhrase(haystack, needle) >= 0;
}

export function indexOfPhrase(haystack: string, needle: string, start = 0): number {
  if (!needle) return -1;
  let from = start;
  for (;;) {
    const at = haystack.indexOf(needle, from);
    if (at < 0) return -1;
    const before = at === 0 || haystack[at - 1] === " ";
    const end = at + needle.length;
    if (before && (end === haystack.length || haystack[end] === " ")) return at;
    from = at + 1;
  }
}
