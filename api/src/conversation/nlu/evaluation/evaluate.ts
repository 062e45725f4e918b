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
  const id = resolve(expected)?.id;
  return (id !== undefined && id === found.id) || key(expected) === key(found.typed);
}

export interface Scores {
  lines: number;
  intentAccuracy: number;
  secondRequest: { asked: number; found: number };
  foodPrecision: number;
  foodRecall: number;
  /**
   * Ingredient lines of recipe requests holding a word that is no food at all ("aqui", "namorada" read
   * as robalo): not a food name of the catalogue, nor a word of a food the set names.
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

/** What the catalogue makes of a typed text: the food's id, and whether the text is one of its names. */
export type Resolve = (text: string) => { id: string; named: boolean } | undefined;

/** The catalogue's reading: a name, a plural or a known misspelling names a food; a guess does not. */
export const catalogueResolve =
  (catalogue: Pick<CatalogueService, "resolve">): Resolve =>
  (text) => {
    const hit = catalogue.resolve(text);
    return hit && { id: hit.food.id, named: ["exact", "plural", "misspelling"].includes(hit.via) };
  };

/** True when the typed words are a food's name, or words of a food the set names. */
function foodWords(typed: string, expected: readonly string[], resolve: Resolve): boolean {
  if (resolve(typed)?.named) return true;
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
        if (foodWords(f.typed, item.foods, resolve)) misreadFoodLines += 1;
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
