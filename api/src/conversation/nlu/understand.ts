import type { Classified, IntentName } from "./classifier.ts";
import { servingsOf, type Meal } from "./entities.ts";
import type { FoodMention } from "./foods.ts";
import { FOOD_MARK, type Reading } from "./reading.ts";

/** What a message means to the chat: what it asks, in order, and the entities it names. */
export interface Understanding {
  intent: IntentName;
  /** More requests in the same message, in the order they were asked ("…e manda a lista"). */
  also: IntentName[];
  /** How sure the classifier was of `intent` (0–1). */
  confidence: number;
  /** Foods named, with the amounts typed before them. */
  foods: FoodMention[];
  /** Words in a list of foods the catalogue does not know, kept as the cook's ingredients. */
  unknown: string[];
  servings?: number | undefined;
  meal?: Meal | undefined;
  /** A dish asked for by name ("escondidinho"), as the offline chef's titles write it. */
  dish?: string | undefined;
  /** Set when a new recipe and a change of the last one are both likely: the chat asks which. */
  doubt?: boolean | undefined;
  /** The message is foods and nothing else ("ovo e bacon"): as a change, they go into the dish. */
  onlyFoods?: boolean | undefined;
  /** A six-digit linking code, when the message is a link request with one. */
  code?: string | undefined;
}

/** What the conversation holds, which decides what a bare or ambiguous message means. */
export interface DialogueContext {
  hasRecipe: boolean;
  awaiting?: "ingredients" | "photo" | "modify" | "scan_confirm" | "clarify" | undefined;
}

const ACTIONS: ReadonlySet<IntentName> = new Set([
  "generate",
  "dish",
  "modify",
  "nutrition",
  "shopping",
  "recipeLink",
  "weeklyMenu",
  "myRecipes",
]);
/** Asked about a recipe: a second request of these kinds follows the first. */
const ABOUT_RECIPE: ReadonlySet<IntentName> = new Set(["nutrition", "shopping", "recipeLink"]);
const COMMANDS: ReadonlySet<IntentName> = new Set(["cancel", "menu", "help", "link"]);
const SURE = 0.6;
const ONLY_FOODS = new Set([FOOD_MARK, "e", "com", "mais", ",", "."]);
/** How close the runner-up must come to the best guess for the chat to ask instead of guessing. */
const DOUBT = 0.6;

const top = (classified: Classified): { intent: IntentName; score: number } =>
  classified.ranked[0] ?? { intent: "offTopic", score: 0 };

/** Resolves the classifier's guess against the entities and the dialogue, as a cook would mean it. */
export function decide(
  reading: Reading,
  whole: Classified,
  clauses: Classified[],
  context: DialogueContext,
): Understanding {
  const entity = (name: string) => reading.spotted.find((s) => s.entity === name);
  const dishSpot = entity("dish");
  const servingsSpot = entity("servings");
  const hasFoods = reading.foods.length > 0;
  // Requests asked one after another ("faz um escondidinho e depois me passa as calorias"): each
  // clause's own sure guess, in order, when at least two of them ask for something.
  const asked = clauses.map(top).filter((g) => g.score >= SURE && ACTIONS.has(g.intent));
  const distinct = asked.map((g) => g.intent).filter((name, i, all) => all.indexOf(name) === i);
  // Only what can follow a first request counts as a second one ("…e a lista"); "preenchi no site,
  // agora monta o cardápio" is one request with its preamble.
  const sequence =
    distinct.length >= 2 && distinct.slice(1).every((name) => ABOUT_RECIPE.has(name)) ? distinct : [];
  const best = sequence.length >= 2 ? asked[0]! : linkOrNext(whole, reading);
  const score = best.score;
  let intent = best.intent;

  // "esqueceu o champignon" is no "esquece": a food named after a recipe asks for a change.
  if ((intent === "cancel" || intent === "deny") && context.hasRecipe && hasFoods) intent = "modify";
  if (context.awaiting === "modify" && !COMMANDS.has(intent)) intent = "modify";
  else if (context.awaiting === "ingredients" && hasFoods && !COMMANDS.has(intent)) intent = "generate";
  else if (context.awaiting === "scan_confirm" && hasFoods && intent !== "confirm") intent = "generate";

  // A change needs a recipe to change: without one, foods ask for a new recipe.
  if (intent === "modify" && !context.hasRecipe && (hasFoods || dishSpot))
    intent = dishSpot ? "dish" : "generate";
  if (intent === "dish" && !dishSpot && hasFoods) intent = "generate";
  // Foods and a dish's name ("tenho frango e arroz, faz uma galinhada"): that dish, with those foods.
  if (intent === "generate" && dishSpot && !reading.foods.some((f) => overlaps(f, dishSpot))) intent = "dish";

  // What may follow the first request: a recipe and then its list, a change and then its nutrition.
  const also = sequence.filter((name) => name !== intent && ABOUT_RECIPE.has(name));

  // "frango e batata" right after a recipe: a new recipe, or these foods into the last one?
  const other = intent === "generate" ? "modify" : intent === "modify" ? "generate" : undefined;
  const otherScore = whole.ranked.find((c) => c.intent === other)?.score ?? 0;
  const doubt = context.hasRecipe && hasFoods && other !== undefined && otherScore >= DOUBT * score;

  const digits = reading.tokenized.text.replace(/\D/g, "");
  const dishFoods =
    dishSpot && intent === "dish" ? reading.foods.filter((f) => !overlaps(f, dishSpot)) : reading.foods;
  return {
    intent,
    also,
    confidence: score,
    foods: dishFoods,
    unknown: [],
    servings: servingsSpot ? servingsOf(servingsSpot.option) : undefined,
    meal: entity("meal")?.option as Meal | undefined,
    dish: dishSpot?.option,
    doubt,
    onlyFoods: hasFoods && reading.masked.split(" ").every((w) => ONLY_FOODS.has(w)),
    code: intent === "link" && digits.length === 6 ? digits : undefined,
  };
}

/** A linking request holds a code or says so; numbers alone ("42 anos, 68kg") are something else. */
function linkOrNext(whole: Classified, reading: Reading): { intent: IntentName; score: number } {
  const best = top(whole);
  if (best.intent !== "link") return best;
  const { text, folded } = reading.tokenized;
  if (/\d{5,}|\d{3}\s*[-.]?\s*\d{3}/.test(text) || /vincul|codigo|conect/.test(folded)) return best;
  return whole.ranked[1] ?? best;
}

const overlaps = (food: FoodMention, span: { start: number; end: number }) =>
  food.start < span.end && span.start < food.end;
