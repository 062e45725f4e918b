const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NON_WORD = /[^a-z0-9/]+/g;

/** Lower-case, accent-free text: "Limão" and "limao" compare equal. */
export function fold(value: string): string {
  return value.toLowerCase().normalize("NFD").replace(COMBINING_MARKS, "");
}

/** Words of folded text; hyphens split compounds so "cheiro-verde" equals "cheiro verde". */
export function words(folded: string): string[] {
  return folded.replace(NON_WORD, " ").trim().split(" ").filter(Boolean);
}

const KEEP = new Set(["de", "do", "da", "dos", "das", "com", "sem", "mais", "tres", "pires", "gras"]);

/**
 * Portuguese plural → singular on folded words. It only has to be consistent: catalogue names and
 * user text go through the same function, so an odd result ("brocolis" → "brocoli") still matches.
 */
export function singular(word: string): string {
  if (word.length <= 3 || KEEP.has(word)) return word;
  if (word.endsWith("oes") || word.endsWith("aes")) return `${word.slice(0, -3)}ao`;
  if (word.endsWith("ns")) return `${word.slice(0, -2)}m`;
  if (word.endsWith("eses")) return word.slice(0, -1);
  if (word.endsWith("eis")) return `${word.slice(0, -3)}el`;
  if (word.endsWith("ois")) return `${word.slice(0, -3)}ol`;
  // "colheres" → "colher", but "espinafres" → "espinafre": only a vowel before the r.
  if (word.endsWith("res") && "aeiou".includes(word.charAt(word.length - 4))) return word.slice(0, -2);
  if (word.endsWith("zes")) return word.slice(0, -2);
  if (word.endsWith("s") && "aeiou".includes(word.charAt(word.length - 2))) return word.slice(0, -1);
  return word;
}

/** The matching key of a phrase: folded, split into words, each made singular. */
export function phraseKey(value: string): string {
  return words(fold(value)).map(singular).join(" ");
}

/** Upper-cases the first letter only ("frango ao molho" → "Frango ao molho"). */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
