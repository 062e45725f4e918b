/** Longest name the scanner returns; every catalogue name is far shorter. */
const MAX_NAME_LENGTH = 60;

// The model's text is untrusted: it may echo what is written in the photo or follow instructions
// printed on a package, so markup, links and JSON must not reach the client as such.
const MARKDOWN_LINK = /\[([^\]]*)\]\([^)]*\)/g;
const SCRIPT_OR_STYLE = /<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
const HTML_TAG = /<[^>]*>?/g;
const HTML_ENTITY = /&#?\w+;/g;
const LINK = /(?:\b[a-z][\w+.-]*:\/\/|\bwww\.|\b(?:javascript|data|vbscript):)\S*/gi;
const JSON_LIKE = /[{}]|":/;
// Marks still loose after NFKC have no composed letter; they are dropped rather than split a word.
const INVISIBLE = /[\p{C}\p{M}]/gu;
const NOT_PLAIN = /[^\p{L}0-9 '-]+/gu;
const LOOSE_EDGES = /^[ '-]+|[ '-]+$/g;

function cutOnWord(text: string): string {
  const chars = [...text];
  if (chars.length <= MAX_NAME_LENGTH) return text;
  const head = chars.slice(0, MAX_NAME_LENGTH + 1).join("");
  const space = head.lastIndexOf(" ");
  return space > 0 ? head.slice(0, space) : chars.slice(0, MAX_NAME_LENGTH).join("");
}

/**
 * The model's name reduced to plain text: letters (accents included), digits, spaces, hyphens and
 * apostrophes, at most MAX_NAME_LENGTH characters cut on a word. Undefined when no letter is left or
 * the name is a JSON fragment, which is never a food.
 */
export function plainName(raw: string): string | undefined {
  // NFKC folds look-alikes (fullwidth or bold mathematical letters) into the plain ones.
  const text = raw.slice(0, 500).normalize("NFKC");
  if (JSON_LIKE.test(text)) return undefined;
  const plain = text
    .replace(MARKDOWN_LINK, " $1 ")
    .replace(SCRIPT_OR_STYLE, " ")
    .replace(HTML_TAG, " ")
    .replace(HTML_ENTITY, " ")
    .replace(LINK, " ")
    .replace(/\s/g, " ")
    .replace(INVISIBLE, "")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(NOT_PLAIN, " ")
    .replace(/ {2,}/g, " ")
    .replace(LOOSE_EDGES, "");
  const bounded = cutOnWord(plain).replace(LOOSE_EDGES, "");
  return /\p{L}/u.test(bounded) ? bounded : undefined;
}
