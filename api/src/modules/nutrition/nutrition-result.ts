// The result's shape is the api's contract with the web, so it lives in shared.
export type {
  IngredientTrail,
  Macros,
  Micros,
  NutritionAnalysis,
  NutritionSummary,
  Substitution,
} from "@chefzap/shared";
