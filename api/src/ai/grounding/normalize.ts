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

/** Lower case, no accents, hyphens and punctuation as spaces: "Grão-de-bico," → "grao de bico". */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * Portuguese plural → singular by suffix. It is applied to both sides of every comparison (aliases, TACO
 * names, allergen keywords, lines), so an imperfect stem ("brocolis" → "brocoli") still matches itself.
 */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("oes") || word.endsWith("aes")) return `${word.slice(0, -3)}ao`;
  if (word.endsWith("ns")) return `${word.slice(0, -2)}m`;
  if (/[aeo]is$/.test(word)) return `${word.slice(0, -2)}l`;
  if (/(r|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

/** Folded, singular words, stopwords kept (phrases like "leite de coco" need them). */
export function phraseWords(text: string): string[] {
  return fold(text).split(" ").filter(Boolean).map(singular);
}

/** The comparison key of a phrase: "Pães de Queijo" → "pao de queijo". */
export function phraseKey(text: string): string {
  return phraseWords(text).join(" ");
}

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
