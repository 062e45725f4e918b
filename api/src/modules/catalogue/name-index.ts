import { phraseWords, withinOneEdit, type FoodRow } from "@chefzap/shared";
import { exactKey, foodNames, type FoodName } from "./name-keys.ts";

export interface NameIndex {
  /** Names and aliases by their folded text, number untouched. */
  exact: Map<string, FoodName>;
  /** Names and aliases by match key (singular): plurals land here. */
  byKey: Map<string, FoodName>;
  misspelt: Map<string, FoodName>;
  /** Every name's key words, by how many words it has, for the fuzzy pass. */
  byLength: Map<number, Array<{ words: string[]; name: FoodName }>>;
  longest: number;
}

export function buildNameIndex(foods: readonly FoodRow[]): NameIndex {
  const index: NameIndex = {
    exact: new Map(),
    byKey: new Map(),
    misspelt: new Map(),
    byLength: new Map(),
    longest: 1,
  };
  for (const food of foods) {
    for (const name of foodNames(food)) {
      const words = phraseWords(name.text);
      const key = words.join(" ");
      const keyed = name.kind === "misspelling" ? index.misspelt : index.byKey;
      if (!keyed.has(key)) keyed.set(key, name);
      if (name.kind !== "misspelling" && !index.exact.has(exactKey(name.text)))
        index.exact.set(exactKey(name.text), name);
      const same = index.byLength.get(words.length) ?? [];
      same.push({ words, name });
      index.byLength.set(words.length, same);
      index.longest = Math.max(index.longest, words.length);
    }
  }
  return index;
}

export type ResolvedVia = "exact" | "plural" | "misspelling" | "fuzzy" | "partial";

export interface Resolved {
  food: FoodRow;
  /** The name the text matched, with how a recipe prints it. */
  name: FoodName;
  /** 1 for the food's own spelling, down to 0.6 for a name found inside a longer text. */
  confidence: number;
  via: ResolvedVia;
}

const CONFIDENCE: Record<ResolvedVia, number> = {
  exact: 1,
  plural: 0.95,
  misspelling: 0.85,
  fuzzy: 0.7,
  partial: 0.6,
};

/**
 * The food a text names: its exact name or alias (accents and case aside), then the same in the
 * singular ("Tomates" → tomate), a known misspelling ("muzarela"), a name one letter off in each word
 * ("brocolli"), and last the longest known name inside the text ("peito de frango em cubos"). Unknown
 * text gives undefined.
 */
export function resolveName(index: NameIndex, text: string): Resolved | undefined {
  const words = phraseWords(text);
  if (words.length === 0) return undefined;
  const key = words.join(" ");
  const hit =
    found(index.exact.get(exactKey(text)), "exact") ??
    found(index.byKey.get(key), "plural") ??
    found(index.misspelt.get(key), "misspelling") ??
    found(nearest(index, words), "fuzzy") ??
    found(longestInside(index, words), "partial");
  return hit;
}

/**
 * The food that a phrase cut out of a longer message names as a whole: its name or alias in any
 * number, a known misspelling, or one letter off in each long word. Never a name inside the phrase:
 * the caller tries every cut.
 */
export function resolveWhole(index: NameIndex, words: string[]): Resolved | undefined {
  if (words.length === 0) return undefined;
  const key = words.join(" ");
  return (
    found(index.byKey.get(key), "plural") ??
    found(index.misspelt.get(key), "misspelling") ??
    found(nearest(index, words), "fuzzy")
  );
}

function found(name: FoodName | undefined, via: ResolvedVia): Resolved | undefined {
  return name && { food: name.food, name, confidence: CONFIDENCE[via], via };
}

// A one-letter slip counts only in words long enough not to turn into another word ("sal" / "mal").
const MIN_FUZZY_LENGTH = 5;

function nearest(index: NameIndex, words: string[]): FoodName | undefined {
  const candidates = index.byLength.get(words.length) ?? [];
  const close = (word: string, other: string) =>
    word === other || (word.length >= MIN_FUZZY_LENGTH && withinOneEdit(word, other));
  return candidates.find((candidate) => candidate.words.every((w, i) => close(words[i]!, w)))?.name;
}

/** Longest name inside the words, earliest first; one-word names must not be a connector. */
function longestInside(index: NameIndex, words: string[]): FoodName | undefined {
  for (let size = Math.min(index.longest, words.length - 1); size >= 1; size--) {
    for (let start = 0; start + size <= words.length; start++) {
      const name = index.byKey.get(words.slice(start, start + size).join(" "));
      if (name) return name;
    }
  }
  return undefined;
}
