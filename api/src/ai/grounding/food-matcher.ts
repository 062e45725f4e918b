import { phraseKey, phraseWords } from "@chefzap/shared";
import { type AliasTarget, catalogueTaco, FREE_FOOD_ID, UNKNOWN_FOOD_ID } from "./catalogue-taco.ts";
import { fuzzyMatch } from "./fuzzy.ts";
import { tacoFood, tacoFoods, type TacoFood } from "./taco.ts";

export interface FoodMatch {
  /** null when nothing matched, or for a food with no relevant energy (`free`). */
  food: TacoFood | null;
  /** Water, spices by the pinch: counted as covered with no nutrients. */
  free: boolean;
  /** 0–1: how sure we are that this TACO item is the food the cook meant. */
  confidence: number;
  via: "alias" | "alias-part" | "fuzzy" | "none";
  /** The named food's own grams per unit, which win over its TACO item's ("10 tomates-cereja"). */
  units?: Readonly<Record<string, number>>;
}

const NO_MATCH: FoodMatch = { food: null, free: false, confidence: 0, via: "none" };
const MAX_ALIAS_WORDS = 6;
/** Cooking states as word stems; TACO writes them as the last parts of a name. */
const STATE_STEMS: Record<string, string> = {
  cru: "cru",
  crua: "cru",
  cozido: "cozid",
  cozida: "cozid",
  assado: "assad",
  assada: "assad",
  frito: "frit",
  frita: "frit",
  grelhado: "grelhad",
  grelhada: "grelhad",
  refogado: "refogad",
  refogada: "refogad",
};

interface Index {
  aliases: Map<string, AliasTarget>;
  /** TACO name without its state → state stem → id, to move "arroz cozido" to the cooked sibling. */
  siblings: Map<string, Map<string, number>>;
}

let index: Index | undefined;
const cache = new Map<string, FoodMatch>();

/**
 * The TACO food a recipe line names. The food catalogue's names first (whole phrase, then the longest inside
 * the phrase: "farinha de trigo peneirada" → "farinha de trigo"), then a fuzzy search over TACO names.
 * `context` (the line's note) only decides the cooking state. Never throws.
 */
export function matchFood(food: string, context = ""): FoodMatch {
  const key = `${phraseKey(food)}|${phraseKey(context)}`;
  let match = cache.get(key);
  if (!match) {
    match = resolve(food, context);
    if (cache.size > 5000) cache.clear();
    cache.set(key, match);
  }
  return match;
}

function resolve(food: string, context: string): FoodMatch {
  const words = phraseWords(food);
  if (words.length === 0) return NO_MATCH;
  const { aliases } = (index ??= buildIndex());
  const whole = withNoteWords(words, context, aliases) ?? aliases.get(words.join(" "));
  const hit = whole ? { ...whole, via: "alias" as const } : longestAliasInside(words, aliases);
  const state = stateIn([...words, ...phraseWords(context)]);
  if (hit) {
    const units = hit.units ? { units: hit.units } : {};
    if (hit.id === FREE_FOOD_ID) return { food: null, free: true, confidence: 0.9, via: hit.via, ...units };
    if (hit.id === UNKNOWN_FOOD_ID) return NO_MATCH;
    const confidence = hit.via === "alias" ? hit.confidence : Math.min(hit.confidence, 0.85);
    const id = withState(hit.id, state);
    if (dryPulseForCooked(id, state)) return NO_MATCH;
    const match = withFood(id, confidence, hit.via);
    return match.food ? { ...match, ...units } : match;
  }
  const fuzzy = fuzzyMatch(words, state);
  return fuzzy ? withFood(fuzzy.id, fuzzy.confidence, "fuzzy") : NO_MATCH;
}

function withFood(id: number, confidence: number, via: FoodMatch["via"]): FoodMatch {
  const food = tacoFood(id);
  // Items TACO left unanalysed (iogurte sabor abacaxi) cannot count as found.
  if (food.per100g.energyKcal === null) return NO_MATCH;
  const scaled = food.estimate ? confidence * food.estimate.confidence : confidence;
  return { food, free: false, confidence: Math.round(scaled * 100) / 100, via };
}

/**
 * The parser reads the last word of some products as preparation ("queijo ralado" → queijo, "ralado"),
 * yet together they name another food (grated parmesan, not mozzarella).
 */
function withNoteWords(words: string[], context: string, aliases: Index["aliases"]) {
  const note = phraseWords(context);
  for (let size = Math.min(2, note.length); size >= 1; size--) {
    const found = aliases.get([...words, ...note.slice(0, size)].join(" "));
    if (found) return found;
  }
  return undefined;
}

function longestAliasInside(words: string[], aliases: Index["aliases"]) {
  for (let size = Math.min(MAX_ALIAS_WORDS, words.length - 1); size >= 1; size--) {
    for (let start = 0; start + size <= words.length; start++) {
      const found = aliases.get(words.slice(start, start + size).join(" "));
      if (found) return { ...found, via: "alias-part" as const };
    }
  }
  return undefined;
}

function stateIn(words: string[]): string | undefined {
  for (const w of words) if (STATE_STEMS[w] && STATE_STEMS[w] !== "cru") return STATE_STEMS[w];
  return undefined;
}

/** Moves a raw item to its cooked sibling when the line says so ("frango grelhado"). */
function withState(id: number, state: string | undefined): number {
  if (!state || id <= 0) return id;
  const { base } = splitState(tacoFood(id).name);
  return index!.siblings.get(base)?.get(state) ?? id;
}

/**
 * A cooked pulse has soaked up twice its weight in water; where TACO only has the dry grain
 * (grão-de-bico, 575), counting a cup of cooked ones as dry would more than double its energy.
 */
function dryPulseForCooked(id: number, state: string | undefined): boolean {
  if (state !== "cozid" || id <= 0) return false;
  const food = tacoFood(id);
  return food.category === "Leguminosas e derivados" && splitState(food.name).state === "cru";
}

export function splitState(name: string): { base: string; state: string | undefined } {
  const parts = name.split(",").map((p) => phraseKey(p));
  const last = parts[parts.length - 1]!.split(" ")[0]!;
  const state = STATE_STEMS[last];
  return state ? { base: parts.slice(0, -1).join(","), state } : { base: parts.join(","), state: undefined };
}

function buildIndex(): Index {
  const { aliases } = catalogueTaco();
  const siblings = new Map<string, Map<string, number>>();
  for (const food of tacoFoods().values()) {
    const { base, state } = splitState(food.name);
    if (!state) continue;
    const states = siblings.get(base) ?? new Map<string, number>();
    if (!states.has(state)) states.set(state, food.id);
    siblings.set(base, states);
  }
  return { aliases, siblings };
}
