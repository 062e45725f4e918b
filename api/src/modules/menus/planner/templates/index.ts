import { BREAKFASTS } from "./breakfast.ts";
import { FRUIT_AND_MORE } from "./fruit-and-more.ts";
import { HOME_DISHES } from "./home-dishes.ts";
import { MAIN_MEALS } from "./main-meals.ts";
import { PLANT_DISHES } from "./plant-dishes.ts";
import { SNACKS } from "./snacks.ts";
import type { MealTemplate } from "./template.ts";

export type { MealTemplate, TemplateFood, TemplateTag } from "./template.ts";

/** Every meal template the planner chooses from. */
export const MEAL_TEMPLATES: readonly MealTemplate[] = [
  ...BREAKFASTS,
  ...MAIN_MEALS,
  ...HOME_DISHES,
  ...PLANT_DISHES,
  ...SNACKS,
  ...FRUIT_AND_MORE,
];
