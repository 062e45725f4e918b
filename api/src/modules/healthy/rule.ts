import type { FoodRow, GeneratedRecipe } from "@chefzap/shared";
import type { LineFacts, ServingFacts } from "../nutrition/index.ts";
import type { LineFood } from "./line-foods.ts";

/** A recipe as the rules see it: its lines, their catalogue foods and the TACO numbers per serving. */
export interface Subject {
  recipe: GeneratedRecipe;
  facts: ServingFacts;
  lines: ReadonlyArray<LineFacts & LineFood>;
}

/** A per-serving bound that smaller or larger portions can meet (numbers scale with 1 / servings). */
export interface PortionBound {
  nutrient: "kcal" | "proteinG" | "carbohydrateG" | "sodiumMg";
  min?: number;
  max?: number;
}

export type Verdict =
  | { ok: true; reason: string }
  /** `fixes` are requests the offline chef's modify rules understand, best first. */
  | { ok: false; problem: string; fixes: string[] };

export interface Rule {
  bounds: PortionBound[];
  check(subject: Subject): Verdict;
}

const formats = [0, 1, 2].map(
  (decimals) => new Intl.NumberFormat("pt-BR", { maximumFractionDigits: decimals }),
);

/** "1.234", "6,1": numbers as the page prints them. */
export function fmt(value: number, decimals: 0 | 1 | 2 = 0): string {
  return formats[decimals]!.format(value);
}

/** Sugar, honey, syrups: sugars added to a dish (a sweetener is not one). */
export const isAddedSugar = (food: FoodRow) =>
  food.role === "sweet" && (food.tags ?? []).includes("sugar") && food.id !== "adocante_culinario";

/** Percentage of the serving's energy a macronutrient gives (4 kcal/g carbohydrate, 9 kcal/g fat). */
export function energyShare(grams: number, kcalPerGram: number, kcal: number): number {
  return kcal > 0 ? Math.round(((grams * kcalPerGram) / kcal) * 100) : 0;
}

/**
 * The food of the line that gives most of `nutrient` per serving among foods `which` accepts, as a
 * request word ("sem arroz"), or undefined when none does.
 */
export function topFood(
  subject: Subject,
  nutrient: "kcal" | "carbohydrateG" | "sodiumMg" | "saturatedFatG",
  which: (food: FoodRow) => boolean,
): FoodRow | undefined {
  let best: { food: FoodRow; value: number } | undefined;
  for (const line of subject.lines) {
    if (!line.food || !which(line.food) || line[nutrient] <= 0) continue;
    if (!best || line[nutrient] > best.value) best = { food: line.food, value: line[nutrient] };
  }
  return best?.food;
}

export const ok = (reason: string): Verdict => ({ ok: true, reason });
export const fail = (problem: string, fixes: Array<string | undefined> = []): Verdict => ({
  ok: false,
  problem,
  fixes: fixes.filter((f): f is string => Boolean(f)),
});
