/**
 * Advance widths of Liberation Sans Bold in thousandths of an em. It is metric-compatible with Arial,
 * so these are exact where the card's first font is installed (CI installs fonts-liberation); with a
 * fallback font the text runs a little wider, which the card's margin absorbs.
 */
const WIDTH_GROUPS: Array<[number, string]> = [
  [238, "'"],
  [278, " ,./Iijl·"],
  [333, "!()-:;ft"],
  [389, "*r"],
  [474, '"'],
  [500, "z"],
  [556, "#$0123456789Jacekstvxy–"],
  [584, "+"],
  [611, "?FLTZbdghnopqu"],
  [667, "EPSVXY"],
  [722, "&ABCDHKNRU"],
  [778, "GOQw"],
  [833, "M"],
  [889, "%m"],
  [944, "W"],
  [975, "@"],
  [1000, "…—"],
];
const BOLD_WIDTHS = new Map(
  WIDTH_GROUPS.flatMap(([width, chars]) => [...chars].map((c) => [c, width] as const)),
);
const UNKNOWN = 700;

function charWidth(char: string): number {
  // "ç" and "ã" are as wide as "c" and "a".
  return BOLD_WIDTHS.get(char) ?? BOLD_WIDTHS.get(char.normalize("NFD")[0] ?? "") ?? UNKNOWN;
}

/** The width of bold text at this font size, in pixels. */
export function textWidth(text: string, fontSize: number): number {
  let total = 0;
  for (const char of text) total += charWidth(char);
  return (total * fontSize) / 1000;
}

/** Cuts a word wider than a line into pieces that fit. */
function splitLongWord(word: string, fontSize: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const char of word) {
    if (piece && textWidth(piece + char, fontSize) > maxWidth) {
      pieces.push(piece);
      piece = "";
    }
    piece += char;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** Ends a line with "…", dropping whole words until it fits (characters only from a lone word). */
function withEllipsis(line: string, fontSize: number, maxWidth: number): string {
  let text = line.trimEnd();
  const fits = () => textWidth(`${text}…`, fontSize) <= maxWidth;
  while (!fits() && text.includes(" ")) text = text.slice(0, text.lastIndexOf(" ")).trimEnd();
  while (!fits() && text) text = text.slice(0, -1);
  return `${text.replace(/[\s,;:.–—-]+$/, "")}…`;
}

/**
 * Wraps text into at most `maxLines` lines of `maxWidth` pixels; what does not fit ends the last line
 * with "…". `fits` says whether everything was kept.
 */
export function wrapText(
  text: string,
  { fontSize, maxWidth, maxLines }: { fontSize: number; maxWidth: number; maxLines: number },
): { lines: string[]; fits: boolean } {
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => splitLongWord(word, fontSize, maxWidth));
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, fontSize) <= maxWidth) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  if (lines.length <= maxLines) return { lines, fits: true };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(`${kept[maxLines - 1]} ${lines[maxLines]}`, fontSize, maxWidth);
  return { lines: kept, fits: false };
}
