const COMBINING_MARKS = /[\u0300-\u036f]/g;

// Typographic variants that phones and word processors put in recipes, read as their plain forms.
const PLAIN_PUNCTUATION: Record<string, string> = {
  "’": "'",
  "‘": "'",
  "´": "'",
  "⁄": "/",
  "–": "-",
  "—": "-",
  "\u00a0": " ",
};

function foldChar(char: string): string {
  if (char < "\u0080") return char.toLowerCase();
  const lower = char.toLowerCase();
  // A letter whose lower case takes two units ("İ") stays as it is, so indexes keep matching.
  if (lower.length !== 1) return char;
  const bare = lower.normalize("NFD").replace(COMBINING_MARKS, "");
  return PLAIN_PUNCTUATION[bare] ?? (bare.length === 1 ? bare : lower);
}

/**
 * Lower-cases and strips accents one UTF-16 unit at a time ("Xícara" → "xicara", "ç" → "c", curly
 * quotes → "'"), so the result has exactly the length of the input: the ingredient-line parser matches
 * plain patterns on the folded text and cuts the original at the same indexes, keeping the user's
 * spelling in everything it hands back.
 */
export function foldSameLength(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) out += foldChar(text[i]!);
  return out;
}

/**
 * The text lower-cased and without accents, for comparing: "Limão" and "limao" fold alike. Accents
 * typed as separate combining marks are dropped too, so the result may be shorter than the input.
 */
export function fold(text: string): string {
  return foldSameLength(text.normalize("NFC")).replace(COMBINING_MARKS, "");
}
