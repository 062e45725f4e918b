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

const BAKES = /\b(?:asse|leve ao forno|gratine)\b/i;
const SERVES = /\bsirva\b/i;

/**
 * Adds a step where a cook would do it: before the dish goes into the oven (unless `beforeOven` is
 * false, for what is done at the table), else before it is served, else at the end or, for a step that
 * belongs to the cooking, before the last one.
 */
export function insertStep(
  draft: Draft,
  step: string,
  where: { beforeOven: boolean; otherwise: "end" | "before-last" },
): void {
  const bakes = where.beforeOven ? draft.instructions.findIndex((s) => BAKES.test(s)) : -1;
  const serves = draft.instructions.findIndex((s) => SERVES.test(s));
  const last = draft.instructions.length;
  const otherwise = where.otherwise === "end" ? last : Math.max(1, last - 1);
  draft.instructions.splice(bakes >= 0 ? bakes : serves >= 0 ? serves : otherwise, 0, step);
}
