import { foldSameLength } from "@chefzap/shared";
import { chatWord } from "./chat-words.ts";

/** A word of a message: where it is in the text as typed, and how the chat means it. */
export interface Token {
  start: number;
  end: number;
  /** Folded as typed ("frango", "vc"). */
  folded: string;
  /** As the chat means it ("voce", "kkk"): what the classifier and the entity finders read. */
  word: string;
}

// Numbers keep their fractions and decimals together ("1/2", "1,5"); "½" is a number of its own.
const WORD = /[a-z]+|\d+(?:[.,/]\d+)?[a-z]*|[½¼¾⅓⅔]/g;

export interface Tokenized {
  text: string;
  /** The text folded at the same length, so an index in one is the same place in the other. */
  folded: string;
  tokens: Token[];
}

export function tokenize(text: string): Tokenized {
  const folded = foldSameLength(text);
  const tokens: Token[] = [];
  for (const match of folded.matchAll(WORD)) {
    const start = match.index;
    tokens.push({ start, end: start + match[0].length, folded: match[0], word: chatWord(match[0]) });
  }
  return { text, folded, tokens };
}
