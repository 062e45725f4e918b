import { readFileSync } from "node:fs";
import path from "node:path";
import { fold, singularize } from "@chefzap/shared";
import type { CatalogueService } from "../../../modules/catalogue/index.ts";
import type { Nlu } from "../index.ts";

/** One line of the held-out set: written apart from the corpus and never trained on. */
interface Labelled {
  text: string;
  intent: string;
  also?: string;
  context: "fresh" | "recipe" | "menu";
  foods: string[];
  /** The dish asked for by name, when the line asks for one. */
  dish?: string;
  servings?: number;
}

/** Held out: measured, never looked at line by line while tuning. */
export const TEST_SET = path.join(import.meta.dirname, "test-set.jsonl");
/** Written apart from both the corpus and the test set: the set the reader is tuned on. */
export const DEV_SET = path.join(import.meta.dirname, "dev-set.jsonl");
/** Tuned on too: chat words around foods ("tenho frango aqui kkk"), none of which is food. */
export const TRAP_SET = path.join(import.meta.dirname, "trap-set.jsonl");

const key = (text: string) =>
  fold(text)
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map((w) => singularize(w))
    .join(" ");

/** Foods match when one names the other's words ("coxa de frango" ~ "coxas de frango", "muçarela" ~ "mussarela" via the catalogue). */
function sameFood(expected: string, found: { typed: string; id?: string }, resolve: Resolve) {
  const id = resolve(expected);
  return (id !== undefined && id === found.id) || key(expected) === key(found.typed);
}

export interface Scores {
  lines: number;
  intentAccuracy: number;
  secondRequest: { asked: number; found: number };
  foodPrecision: number;
  foodRecall: number;
  /**
   * Ingredient lines of recipe requests holding a word that is no food meant ("aqui", "namorada" read
   * as robalo), even when the catalogue knows the word as a food ("meu namorado").
   */
  nonFoodLines: number;
  /** Ingredient lines holding a food other than the one meant ("manteiga" for "queijo manteiga"). */
  misreadFoodLines: number;
  /** Messages where the chat would ask "a new recipe, or a change?" instead of acting. */
  asked: number;
  wrong: Array<{ text: string; expected: string; got: string }>;
  /** Found as food where the set names none, and foods the set names that were missed. */
  falseFoods: string[];
  missedFoods: string[];
}

/** The catalogue food a typed text names, by id. */
export type Resolve = (text: string) => string | undefined;

export const catalogueResolve =
  (catalogue: Pick<CatalogueService, "resolve">): Resolve =>
  (text) =>
    catalogue.resolve(text)?.food.id;

/** True when every typed word is a word of a food or dish the line names ("manteiga" of "queijo manteiga"). */
function wordsOfMeantFood(typed: string, expected: readonly string[]): boolean {
  const words = new Set(expected.flatMap((e) => key(e).split(" ")));
  return key(typed)
    .split(" ")
    .every((w) => words.has(w));
}

export async function evaluate(nlu: Nlu, resolve: Resolve, file = TEST_SET): Promise<Scores> {
  const set = readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Labelled);
  let right = 0;
  let foundFoods = 0;
  let matchedFound = 0;
  let expectedFoods = 0;
  let matchedExpected = 0;
  let nonFoodLines = 0;
  let misreadFoodLines = 0;
  let asked = 0;
  const second = { asked: 0, found: 0 };
  const wrong: Scores["wrong"] = [];
  const falseFoods: string[] = [];
  const missedFoods: string[] = [];
  for (const item of set) {
    const u = await nlu.understand(item.text, { hasRecipe: item.context === "recipe" });
    if (u.intent === item.intent) right += 1;
    else
      wrong.push({ text: item.text, expected: item.intent, got: `${u.intent} ${u.confidence.toFixed(2)}` });
    if (u.doubt) asked += 1;
    if (item.also) {
      second.asked += 1;
      if (u.also.includes(item.also as never)) second.found += 1;
    }
    const found = [
      ...u.foods.map((f) => ({ typed: f.typed, id: f.food.id })),
      ...u.unknown.map((typed) => ({ typed })),
    ];
    foundFoods += found.length;
    expectedFoods += item.foods.length;
    for (const f of found) {
      const ok = item.foods.some((e) => sameFood(e, f, resolve));
      if (ok) matchedFound += 1;
      else {
        falseFoods.push(`${f.typed} ← ${item.text}`);
        if (u.intent !== "generate" && u.intent !== "dish") continue;
        if (wordsOfMeantFood(f.typed, [...item.foods, item.dish ?? ""])) misreadFoodLines += 1;
        else nonFoodLines += 1;
      }
    }
    for (const e of item.foods)
      if (!found.some((f) => sameFood(e, f, resolve))) missedFoods.push(`${e} ← ${item.text}`);
    matchedExpected += item.foods.filter((e) => found.some((f) => sameFood(e, f, resolve))).length;
  }
  return {
    lines: set.length,
    intentAccuracy: right / set.length,
    secondRequest: second,
    foodPrecision: foundFoods ? matchedFound / foundFoods : 1,
    foodRecall: expectedFoods ? matchedExpected / expectedFoods : 1,
    nonFoodLines,
    misreadFoodLines,
    asked,
    wrong,
    falseFoods,
    missedFoods,
  };
}
