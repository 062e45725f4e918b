import type { Recipe } from "@chefzap/shared";
import type { ComponentType } from "react";

/** The nutrition panel belongs to its own feature; the app hands it to the recipe page. */
export type NutritionSlot = ComponentType<{ recipe: Recipe; servings: number }>;
