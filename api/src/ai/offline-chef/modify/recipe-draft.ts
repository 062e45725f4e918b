import { FOOD_BY_KEY } from "../knowledge/catalogue.ts";
import { matchIngredient } from "../normalize/normalize-ingredient.ts";
import type { RecipeDraft } from "../../recipe-ai.ts";
import type { FoodEntry } from "../types.ts";
import { findMentions } from "./mention-lexer.ts";

/** What modifyOffline accepts: a generated recipe or a saved one (nulls allowed). */
export type ModifiableRecipe = RecipeDraft & {
  description?: string | null;
  usedIngredients?: string[];
  leftOut?: { ingredient: string; reason: string }[];
};

/** The recipe while rules rewrite it; each rule adds a label for the title and may add tips. */
export interface Draft {
  title: string;
  description?: string;
  /** The title already names what changed ("Mandioca assada"), so no qualifier is added to it. */
  titleQualified?: boolean;
  ingredients: string[];
  instructions: string[];
  cookingTime: number;
  servings: number;
  tips: string[];
  substitutions: string[];
  labels: string[];
  removed: { key: string; reason: string }[];
}

export function foodOfLine(line: string): FoodEntry | undefined {
  return matchIngredient(line).food;
}

/** A recipe is a dessert when its foods lean sweet (it decides "manteiga" → óleo de coco or azeite). */
export function isSweet(draft: Draft): boolean {
  const foods = draft.ingredients.map(foodOfLine).filter((f): f is FoodEntry => Boolean(f));
  const sweet = foods.filter((f) => f.flavour === "sweet").length;
  const savory = foods.filter((f) => f.flavour === "savory").length;
  return sweet > savory;
}

export function mentionsKeyIn(text: string, key: string): boolean {
  return findMentions(text).some((mention) => mention.key === key);
}

export function foodByKey(key: string): FoodEntry | undefined {
  return FOOD_BY_KEY.get(key);
}
