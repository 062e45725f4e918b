import type { MealKind } from "../meal-slots.ts";

/** Declared on each template and checked against its foods' catalogue flags by templates.test.ts. */
export type TemplateTag = "vegan" | "vegetarian" | "gluten_free" | "lactose_free" | "low_carb";

export interface TemplateFood {
  food: string;
  /** A household portion, and the least and most the solver may serve. */
  grams: number;
  min: number;
  max: number;
  /** Weighed cooked, with the nutrients of the food's cooked TACO item. */
  cooked: boolean;
}

export interface MealTemplate {
  id: string;
  name: string;
  kinds: readonly MealKind[];
  /** Hands-on and cooking time, in minutes. */
  minutes: number;
  tags: readonly TemplateTag[];
  foods: readonly TemplateFood[];
}

/** One food line: `portion("arroz", 150, 80, 350, "cozido")`. */
export function portion(
  food: string,
  grams: number,
  min: number,
  max: number,
  state?: "cozido",
): TemplateFood {
  return { food, grams, min, max, cooked: state === "cozido" };
}

export const VEGAN_ALL: readonly TemplateTag[] = ["vegan", "vegetarian", "gluten_free", "lactose_free"];
