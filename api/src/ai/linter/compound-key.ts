import { fold, wordKey } from "@chefzap/shared";

/**
 * A text as the linter matches it: folded, singular words between spaces, padded, with the hyphens of
 * compound nouns kept (" forre com papel-manteiga "). A compound is one thing: papel-manteiga is paper
 * and capim-limão a grass, while the head of one still names its food (limão-taiti is a limão).
 */
export function compoundKey(text: string): string {
  let key = KEYS.get(text);
  if (key === undefined) {
    // Every rule keys the same steps again, once per listed food: a bounded memo keeps linting fast.
    if (KEYS.size >= 20_000) KEYS.clear();
    const compounds = fold(text)
      .split(/[^a-z0-9-]+/)
      .map((token) => token.split("-").filter(Boolean).map(wordKey).join("-"))
      .filter(Boolean);
    key = ` ${compounds.join(" ")} `;
    KEYS.set(text, key);
  }
  return key;
}

const KEYS = new Map<string, string>();

/**
 * Where a padded phrase (" leite de coco ") starts in a compound key, or -1. Its words may be joined
 * by hyphens in the text and it may end at a compound's head, but it never starts inside a compound.
 */
export function phraseAt(key: string, phrase: string, from = 0): number {
  const wanted = phrase.includes("-") ? phrase.replace(/-/g, " ") : phrase;
  if (!key.includes("-")) return key.indexOf(wanted, from);
  const flat = key.replace(/-/g, " ");
  for (let at = flat.indexOf(wanted, from); at >= 0; at = flat.indexOf(wanted, at + 1))
    if (key[at] === " ") return at;
  return -1;
}

/** The key with every whole-word occurrence of the phrase blanked out, so no shorter name reads it again. */
export function blankPhrase(key: string, phrase: string): string {
  const keep = phrase.length - 1;
  let blanked = key;
  // The character after the phrase stays: a hyphen there still joins what follows to the compound.
  for (let at = phraseAt(blanked, phrase); at >= 0; at = phraseAt(blanked, phrase, at + keep))
    blanked = `${blanked.slice(0, at)}${" ".repeat(keep)}${blanked.slice(at + keep)}`;
  return blanked;
}
