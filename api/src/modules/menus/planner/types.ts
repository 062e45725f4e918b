import type { AllergenGroupId } from "@chefzap/shared";
import type { MealName } from "./meal-slots.ts";

/** Diets the planner honours: the catalogue's four flags, plus low-carb, which is a matter of macros. */
export type PlannerDiet = "vegetarian" | "vegan" | "gluten_free" | "lactose_free" | "low_carb";

/** Grams per day, inclusive. */
export interface Band {
  min: number;
  max: number;
}

export interface MacroBands {
  proteinG: Band;
  carbohydrateG: Band;
  fatG: Band;
}

export interface PlanInput {
  energyKcal: number;
  macros: MacroBands;
  /** 3 to 6 (refeicoesPorDia). */
  mealsPerDay: number;
  diets: readonly PlannerDiet[];
  /** Food ids never served; a food whose parent is disliked is excluded too. */
  dislikes: readonly string[];
  /** Food ids whose meals are chosen more often. */
  likes: readonly string[];
  allergens: readonly AllergenGroupId[];
  /** Longest cooking time per meal (tempoCozinhar); none = any. */
  maxMinutes?: number;
  /** Most the week's food may cost, in centavos (orcamento, per person); none = no cap. */
  budgetCentavos?: number;
  seed: number;
}

export interface Totals {
  energyKcal: number;
  proteinG: number;
  carbohydrateG: number;
  fatG: number;
}

export interface PlannedFood {
  foodId: string;
  name: string;
  grams: number;
  /** The grams are weighed cooked (arroz cozido); otherwise as bought. */
  cooked: boolean;
  totals: Totals;
}

export interface PlannedMeal {
  meal: MealName;
  templateId: string;
  name: string;
  minutes: number;
  foods: PlannedFood[];
  totals: Totals;
}

/**
 * What was given up, in the order the planner gives things up: macro bands (fat, then carbohydrate, then
 * protein), the cooking time, the 3-day variety window, and last the portion bounds. Exclusions
 * (dislikes, allergens, diets) and the ±5 % energy band are never relaxed.
 */
export type RelaxationKind =
  "fat_band" | "carbohydrate_band" | "protein_band" | "cooking_time" | "variety" | "portion_bounds";

export interface Relaxation {
  day: number;
  kind: RelaxationKind;
  /** pt-BR, for the cook. */
  message: string;
}

export interface PlannedDay {
  day: number;
  meals: PlannedMeal[];
  totals: Totals;
}

/** The food on the plate priced from the price table, in centavos (whole days, the week their sum). */
export interface WeekCost {
  dayCentavos: number[];
  weekCentavos: number;
  /** The part of the week's cost that comes from estimated prices rather than cited ones. */
  estimatedCentavos: number;
}

export interface WeekPlan {
  energyKcal: number;
  days: PlannedDay[];
  relaxations: Relaxation[];
  cost: WeekCost;
}
