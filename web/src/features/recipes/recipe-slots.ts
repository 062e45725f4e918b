import type { Recipe } from "@chefzap/shared";
import type { ComponentType } from "react";
import type { NutritionSlot } from "./nutrition-slot";

/** The rating block (stars, average, comments) belongs to the ratings feature; the app hands it in. */
export type RatingsSlot = ComponentType<{ recipe: Recipe }>;

/** "Denunciar" for the recipe, next to "Compartilhar"; it decides itself whom it shows to. */
export type ReportSlot = ComponentType<{ recipe: Recipe }>;

/** What other features show inside the recipe page. */
export interface RecipeSlots {
  Nutrition?: NutritionSlot;
  Ratings?: RatingsSlot;
  Report?: ReportSlot;
}
