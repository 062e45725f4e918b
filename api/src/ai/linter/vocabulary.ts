import { phraseKey, type Gender } from "@chefzap/shared";
import { FOODS } from "../offline-chef/knowledge/catalogue.ts";
import { normalizeIngredient } from "../offline-chef/index.ts";
import type { FoodEntry } from "../offline-chef/types.ts";
import { blankPhrase, compoundKey, phraseAt } from "./compound-key.ts";

/** A food as the linter needs it: how it is named, and what kind of cooking it asks for. */
export interface LintFood {
  /** The food catalogue's id. */
  key: string;
  name: string;
  gender: Gender;
  /** Every name of the food as a padded match key (" feijao preto "), canonical first. */
  names: readonly string[];
  /** The gender each name takes: "queijo muçarela" is masculine though muçarela is not. */
  genders: ReadonlyMap<string, Gender>;
  /** Must be cooked before it is eaten (grains, legumes, tubers, raw meat). */
  needsCooking: boolean;
  /** Eaten whole: "2 ½ ovos" is not a quantity anyone buys or cracks. */
  counted: boolean;
  /** A usual amount per serving in grams or millilitres, when the food has one. */
  servingGrams?: number;
  /** A usual amount per serving in millilitres, for foods the kitchen measures by the cup. */
  servingCupMl?: number;
  role: FoodEntry["role"];
}

const CUP_ML = 240;
const COOK_FIRST: ReadonlySet<string> = new Set(["carb", "legume", "protein"]);
// Ready to eat as bought, or cooked by the heat of the dish in ways the steps name differently. Tofu is
// curdled from boiled soy milk, and flocão is corn flaked after cooking: both are sold cooked.
const EATEN_RAW =
  /\b(pao|torrada|biscoito|bolacha|granola|cereal|tapioca|queijo|presunto|atum|sardinha|milho em lata|ervilha em lata|iogurte|castanha|amendoim|noz|farinha|fuba|aveia|polvilho|batata palha|trigo para quibe|cuscuz|tofu|flocao)\b/;
// Frios (presunto, peito de peru, mortadela, salame) are sliced and eaten as sold.
const READY_TAGS = ["ham"];

function toLintFood(food: FoodEntry): LintFood {
  const names = food.aliases.map((alias) => ` ${phraseKey(alias.text)} `);
  const genders = new Map<string, Gender>([[` ${phraseKey(food.name)} `, food.gender]]);
  food.aliases.forEach((alias, i) => {
    if (!genders.has(names[i]!)) genders.set(names[i]!, alias.gender);
  });
  const [amount, unit] = food.portion;
  return {
    key: food.key,
    name: food.name,
    gender: food.gender,
    names: [` ${phraseKey(food.name)} `, ...names],
    genders,
    needsCooking:
      COOK_FIRST.has(food.role) &&
      !EATEN_RAW.test(phraseKey(food.name)) &&
      !READY_TAGS.some((tag) => food.tags.has(tag)),
    counted: food.whole === true || unit === "un",
    servingGrams: unit === "g" || unit === "ml" ? amount : undefined,
    servingCupMl: unit === "xic" ? amount * CUP_ML : undefined,
    role: food.role,
  };
}

const ALL = FOODS.map(toLintFood);
const BY_KEY = new Map(ALL.map((food) => [food.key, food]));

/** The food an ingredient line names, when it is one the kitchen knows. */
export function foodOfLine(line: string): LintFood | undefined {
  const { food } = normalizeIngredient(line);
  return food ? BY_KEY.get(food.key) : undefined;
}

/**
 * True when the text names the food by any of its names (case, accents and plurals ignored), never
 * by the tail of a compound noun: "forre com papel-manteiga" names no manteiga.
 */
export function names(text: string, food: LintFood): boolean {
  const haystack = compoundKey(text);
  return food.names.some((name) => phraseAt(haystack, name) >= 0);
}

// Words that name a food but, in a step, usually a preparation ("a massa do bolo", "o caldo do cozimento").
// "Passe para um prato", "os resíduos dourados": dish and colour words that are also food names, and
// words for a kind of food ("a carne", "o queijo") that any listed one of that kind answers to.
const AMBIGUOUS_NAMES = new Set(
  [
    "massa",
    "caldo",
    "molho",
    "creme",
    "calda",
    "recheio",
    "cobertura",
    "prato",
    "dourado",
    "dourada",
    "carne",
    "peixe",
    "queijo",
    "pasta",
  ].map((word) => ` ${word} `),
);

/**
 * Every known food a text names, longest names first so "leite de coco" is not also "leite"; words that
 * usually mean a preparation in a step are not read as foods, nor is the tail of a compound noun.
 */
export function foodsNamedIn(text: string): LintFood[] {
  return namesIn(text).map((hit) => hit.food);
}

/** Like foodsNamedIn, with the name each food was called by (" pao " for pão francês). */
export function namesIn(text: string): ReadonlyArray<{ food: LintFood; name: string }> {
  let found = NAMED.get(text);
  if (!found) {
    // Template steps repeat across recipes and every rule reads them: a bounded memo keeps linting fast.
    if (NAMED.size >= 20_000) NAMED.clear();
    found = findNames(text);
    NAMED.set(text, found);
  }
  return found;
}

const NAMED = new Map<string, ReadonlyArray<{ food: LintFood; name: string }>>();

function findNames(text: string): Array<{ food: LintFood; name: string }> {
  let haystack = compoundKey(text);
  for (const idiom of IDIOMS) haystack = blankPhrase(haystack, idiom);
  let flat = haystack.replace(/-/g, " ");
  const found: Array<{ food: LintFood; name: string }> = [];
  for (const { food, name } of NAMES_LONGEST_FIRST) {
    if (!flat.includes(name)) continue;
    const rest = blankPhrase(haystack, name);
    if (rest === haystack) continue;
    if (!found.some((hit) => hit.food === food)) found.push({ food, name });
    haystack = rest;
    flat = haystack.replace(/-/g, " ");
  }
  return found;
}

// Phrases that name a food without using it: a texture ("ponto de clara de ovo", fruit frozen and
// blended "até o ponto de sorvete"), a dish ("alho e óleo").
const IDIOMS = [
  "ponto de clara de ovo",
  "ponto de chantili",
  "ponto de sorvete",
  "alho e oleo",
  "ao sugo",
  "banho maria",
].map((phrase) => ` ${phraseKey(phrase)} `);

const NAMES_LONGEST_FIRST = ALL.flatMap((food) => food.names.map((name) => ({ food, name })))
  .filter(({ name }) => !AMBIGUOUS_NAMES.has(name))
  .sort((a, b) => b.name.length - a.name.length);
