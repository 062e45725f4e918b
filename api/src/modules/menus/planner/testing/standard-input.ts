import type { PlanInput } from "../types.ts";
import { macroBands } from "./random-profiles.ts";

/** An ordinary adult's week: 2,000 kcal a day over five meals, nothing excluded, no budget. */
export const STANDARD_INPUT: PlanInput = {
  energyKcal: 2000,
  macros: macroBands(2000, false),
  mealsPerDay: 5,
  diets: [],
  dislikes: [],
  likes: [],
  allergens: [],
  seed: 1,
};
