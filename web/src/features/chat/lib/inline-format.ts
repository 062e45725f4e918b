/** A piece of a chat text: plain words, an emphasis around more pieces, or a web address. */
export type InlineNode =
  string | { kind: "strong" | "em"; children: InlineNode[] } | { kind: "link"; href: string; text: string };

const EMPHASIS = { "*": "strong", _: "em" } as const;
type Marker = keyof typeof EMPHASIS;

const WORD_CHAR = /[\p{L}\p{N}]/u;
const URL_AT = /^https?:\/\/[^\s<>"]+/;
// A sentence's full stop or closing bracket after an address belongs to the sentence, not the address.
const URL_TRAILING = /[.,;:!?)\]]+$/;

const isMarker = (char: string | undefined): char is Marker => char === "*" || char === "_";
const isWordChar = (char: string | undefined) => char !== undefined && WORD_CHAR.test(char);
const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);

/**
 * Where the emphasis opened at `open` closes, as WhatsApp reads it: the text inside neither starts nor
 * ends with a space, stays on one line, and the closing mark is not glued to a following word (so
 * snake_case and 2*3*4 stay as typed). -1 when it does not close.
 */
function closingIndex(text: string, open: number, marker: Marker): number {
  if (isWordChar(text[open - 1]) || isSpace(text[open + 1]) || text[open + 1] === marker) return -1;
  for (let i = open + 2; i < text.length; i++) {
    if (text[i] === "\n") return -1;
    if (text[i] === marker && !isSpace(text[i - 1]) && !isWordChar(text[i + 1])) return i;
  }
  return -1;
}

/**
 * WhatsApp-style `*bold*` and `_italic_` (nested either way) and http(s) addresses, read into nodes the
 * page renders as elements: the text itself never becomes markup.
 */
export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let plain = "";
  const flush = () => {
    if (plain) nodes.push(plain);
    plain = "";
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    const url = !isWordChar(text[i - 1]) ? URL_AT.exec(text.slice(i))?.[0].replace(URL_TRAILING, "") : "";
    if (url) {
      flush();
      nodes.push({ kind: "link", href: url, text: url });
      i += url.length;
      continue;
    }
    const close = isMarker(char) ? closingIndex(text, i, char) : -1;
    if (isMarker(char) && close > 0) {
      flush();
      nodes.push({ kind: EMPHASIS[char], children: parseInline(text.slice(i + 1, close)) });
      i = close + 1;
      continue;
    }
    plain += char;
    i++;
  }
  flush();
  return nodes;
}
