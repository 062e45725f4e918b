const FOLDED: Record<string, string> = {
  á: "a",
  à: "a",
  â: "a",
  ã: "a",
  ä: "a",
  é: "e",
  è: "e",
  ê: "e",
  ë: "e",
  í: "i",
  ì: "i",
  î: "i",
  ï: "i",
  ó: "o",
  ò: "o",
  ô: "o",
  õ: "o",
  ö: "o",
  ú: "u",
  ù: "u",
  û: "u",
  ü: "u",
  ç: "c",
  ñ: "n",
  "’": "'",
  "‘": "'",
  "´": "'",
  "⁄": "/",
  "–": "-",
  "—": "-",
  "\u00a0": " ",
};

/**
 * Lower-cases and strips accents one UTF-16 unit at a time, so the result has exactly the length of the
 * input: the parser matches plain-ASCII patterns on the folded text and cuts the original at the same
 * indexes, which keeps the user's spelling ("Xícara", "maço") in everything it hands back.
 */
export function foldForMatching(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const lower = char.toLowerCase();
    const single = lower.length === 1 ? lower : char;
    out += FOLDED[single] ?? single;
  }
  return out;
}
