import { fold, guessGender, wordKey } from "@chefzap/shared";
import type { FoodEntry, Gender } from "../types.ts";
import { ALIAS_INDEX, LONGEST_ALIAS_WORDS, type AliasHit } from "./alias-index.ts";
import { CONNECTORS, DESCRIPTORS, MEASURE_SIZES, NUMBER_WORDS, UNIT_WORDS } from "./strip-words.ts";

export interface IngredientMatch {
  /** Canonical catalogue name, or the cleaned folded phrase of an unknown ingredient. */
  key: string;
  food?: FoodEntry;
  /** How the recipe should name it: the cook's own word for a known synonym. */
  display: string;
  gender: Gender;
}

interface Token {
  original: string;
  key: string;
}

const SPLIT = /[^\p{L}\p{N}/%-]+/u;
// "½" and "1½" are numbers too (\p{N}), as the cook or the offline chef may write them.
const NUMERIC = /^[\p{N}/.,%]+[a-z]*$/u;

function tokenize(raw: string): Token[] {
  return raw
    .toLowerCase()
    .split(SPLIT)
    .filter(Boolean)
    .map((original) => ({ original, key: fold(original).split("-").filter(Boolean).map(wordKey).join(" ") }))
    .filter((token) => token.key.length > 0);
}

function isQuantity(token: Token): boolean {
  return NUMERIC.test(token.key) || NUMBER_WORDS.has(token.key) || UNIT_WORDS.has(token.key);
}

/** The food whose longest name starts at the token, if any. */
function foodAt(tokens: readonly Token[], start: number, minWords = 1): FoodEntry | undefined {
  for (let size = Math.min(tokens.length - start, LONGEST_ALIAS_WORDS); size >= minWords; size -= 1) {
    const hit = ALIAS_INDEX.get(joinKeys(tokens.slice(start, start + size)));
    if (hit) return hit.food;
  }
  return undefined;
}

/**
 * "folha de mostarda" is a food, not a leaf of mustard: a unit word that starts a food's name stays
 * when dropping it would name another food ("folha de louro" is louro either way).
 */
function unitStartsFood(tokens: readonly Token[], start: number): boolean {
  const named = foodAt(tokens, start, 2);
  if (!named) return false;
  let rest = start + 1;
  while (rest < tokens.length && CONNECTORS.has(tokens[rest]!.key)) rest += 1;
  return foodAt(tokens, rest)?.key !== named.key;
}

/** Drops "2 xícaras (chá) de", "1 colher de sopa de", "meia lata de" from the front. */
function stripQuantity(tokens: Token[]): Token[] {
  let start = 0;
  while (start < tokens.length) {
    const token = tokens[start]!;
    const next = tokens[start + 1];
    if (UNIT_WORDS.has(token.key) && start > 0 && unitStartsFood(tokens, start)) break;
    if (isQuantity(token)) start += 1;
    else if (MEASURE_SIZES.has(token.key) && start > 0) start += 1;
    else if (CONNECTORS.has(token.key) && start > 0 && next) start += 1;
    else break;
  }
  return tokens.slice(start);
}

const CUT = /(?:ad|id)[oa]$/;

/**
 * True when a word of the product closes a food's name: "queijo fresco em cubos" is queijo minas and
 * "fermento fresco" is yeast. A cut is what the cook does ("carne picada em cubos", "parmesão
 * ralado"), so it never names the food.
 */
function namesProduct(tokens: readonly Token[], end: number): boolean {
  if (CUT.test(tokens[end]!.key)) return false;
  for (let size = 2; size <= Math.min(end + 1, LONGEST_ALIAS_WORDS); size += 1)
    if (ALIAS_INDEX.has(joinKeys(tokens.slice(end - size + 1, end + 1)))) return true;
  return false;
}

function stripDescriptors(tokens: Token[]): Token[] {
  const kept = tokens.filter((token, i) => !DESCRIPTORS.has(token.key) || namesProduct(tokens, i));
  while (kept.length > 1 && CONNECTORS.has(kept[kept.length - 1]!.key)) kept.pop();
  while (kept.length > 1 && CONNECTORS.has(kept[0]!.key)) kept.shift();
  return kept;
}

function joinKeys(tokens: readonly Token[]): string {
  return tokens.map((token) => token.key).join(" ");
}

/** Longest known phrase inside the tokens, earliest first on ties. */
function findLongest(tokens: readonly Token[]): { hit: AliasHit; length: number } | undefined {
  for (let size = Math.min(tokens.length, LONGEST_ALIAS_WORDS); size >= 1; size -= 1) {
    for (let start = 0; start + size <= tokens.length; start += 1) {
      const slice = tokens.slice(start, start + size);
      if (size === 1 && CONNECTORS.has(slice[0]!.key)) continue;
      const hit = ALIAS_INDEX.get(joinKeys(slice));
      if (hit) return { hit, length: size };
    }
  }
  return undefined;
}

function fromHit(hit: AliasHit): IngredientMatch {
  return { key: hit.food.key, food: hit.food, display: hit.alias.display, gender: hit.alias.gender };
}

/** Full matcher: the normalised key plus how a recipe should print the ingredient. */
export function matchIngredient(raw: string): IngredientMatch {
  const tokens = tokenize(raw);
  // "folha de mostarda" is a food before it is "a leaf of" mustard, so whole names win first.
  const whole = ALIAS_INDEX.get(joinKeys(tokens));
  if (whole) return fromHit(whole);
  const all = stripQuantity(tokens);
  const exact = ALIAS_INDEX.get(joinKeys(all));
  if (exact) return fromHit(exact);
  const core = stripDescriptors(all);
  const coreHit = ALIAS_INDEX.get(joinKeys(core));
  if (coreHit) return fromHit(coreHit);
  const phrase = core.map((token) => token.original).join(" ");
  const partial = findLongest(core);
  if (partial) {
    // "frango caipira orgânico" is still frango, but the recipe should print what the cook has.
    return { ...fromHit(partial.hit), display: phrase || partial.hit.alias.display };
  }
  return { key: joinKeys(core), display: phrase, gender: guessGender(phrase) };
}

/**
 * The catalogue key of a typed or listed ingredient, ignoring case, accents, plurals, quantities and
 * cuts: "2 Ovos" → ovo, "peito de frango em cubos" → frango, "Aipim" → mandioca. Unknown words keep a
 * cleaned key and no `food`.
 */
export function normalizeIngredient(raw: string): { key: string; food?: FoodEntry } {
  const { key, food } = matchIngredient(raw);
  return food ? { key, food } : { key };
}
