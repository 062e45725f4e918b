/**
 * The analysis as api/src/modules/nutrition/nutrition-result.ts sends it. The spec's fields (§3) are
 * fixed; the trail, coverage, notes and citation are ChefZap's additions, so the panel can show where
 * every number came from.
 */
export interface Macros {
  calories: number;
  protein: number;
  carbohydrates: number;
  fat: number;
}

/** Per serving (the api says so in `totalsBasis`); sugar is null because TACO does not analyse it. */
export interface Micros {
  fiber: number;
  sugar: number | null;
  sodium: number;
  calcium: number;
  iron: number;
  vitaminC: number;
}

export type Severity = "low" | "medium" | "high";
export type Difficulty = "easy" | "medium" | "hard";

export interface AllergyWarning {
  allergen: string;
  allergenId?: string;
  severity: Severity;
  description: string;
  ingredients: string[];
}

export interface Substitution {
  original: string;
  alternative: string;
  benefit: string;
  nutritionalImpact: string;
  difficulty: Difficulty;
}

/** One recipe line and what TACO made of it; food, grams and kcal are null when nothing matched. */
export interface IngredientTrail {
  line: string;
  food: { tacoId: number; name: string } | null;
  grams: number | null;
  kcal: number | null;
  /** 0 to 1. */
  confidence: number;
}

export interface NutritionAnalysis {
  title?: string | null;
  servings: number;
  healthScore: number;
  nutrition: { perServing: Macros; totals: Micros; totalsBasis?: string; recipe?: Macros };
  recommendations: string[];
  allergies: AllergyWarning[];
  substitutions: Substitution[];
  ingredients?: IngredientTrail[];
  /** Percent of the lines and of the weight matched to TACO. */
  coverage?: { lines: number; grams: number };
  notes?: string[];
  citation?: string;
}

export interface AnalyzeNutritionInput {
  ingredients: string[];
  servings: number;
  title: string;
}

/** An allergen a cook may declare, as GET /api/me/allergies offers it. */
export interface AllergenOption {
  id: string;
  label: string;
  /** The regulation's wording, with scientific names. */
  name: string;
}

export interface AllergiesResponse {
  allergies: string[];
  available: AllergenOption[];
}
