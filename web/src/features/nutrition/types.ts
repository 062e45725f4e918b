// The api's contract for nutrition, defined once in shared.
export type {
  AllergenOption,
  AllergiesResponse,
  AllergyWarning,
  AnalyzeNutritionInput,
  Difficulty,
  IngredientTrail,
  Macros,
  Micros,
  NutritionAnalysis,
  NutritionCount,
  Severity,
  Substitution,
} from "@chefzap/shared";
