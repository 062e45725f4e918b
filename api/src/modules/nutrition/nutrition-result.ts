import type { AllergyWarning } from "../../ai/grounding/index.ts";

/** Per serving. */
export interface Macros {
  calories: number;
  protein: number;
  carbohydrates: number;
  fat: number;
}

/**
 * Per serving too, because the client draws them as bars against daily maxima (fibre 25 g, sodium
 * 2,300 mg…). Sugar is null: TACO does not analyse sugars and no other source is wired in.
 */
export interface Micros {
  fiber: number;
  sugar: number | null;
  sodium: number;
  calcium: number;
  iron: number;
  vitaminC: number;
}

export interface Substitution {
  original: string;
  alternative: string;
  benefit: string;
  /** Computed from TACO for the amount in this recipe, per serving ("-120 kcal por porção"). */
  nutritionalImpact: string;
  difficulty: "easy" | "medium" | "hard";
}

export interface IngredientTrail {
  line: string;
  food: { tacoId: number; name: string } | null;
  grams: number | null;
  kcal: number | null;
  confidence: number;
}

/** The spec's nutrition analysis result (§3), plus the trail, coverage and the TACO citation. */
export interface NutritionAnalysis {
  title: string | null;
  servings: number;
  healthScore: number;
  nutrition: { perServing: Macros; totals: Micros; totalsBasis: "per_serving"; recipe: Macros };
  recommendations: string[];
  allergies: AllergyWarning[];
  substitutions: Substitution[];
  ingredients: IngredientTrail[];
  /** Percent (0–100) of the lines, and of the weight, matched to TACO (or known to carry no energy). */
  coverage: { lines: number; grams: number };
  /** Data gaps and estimates the numbers rest on, in pt-BR. */
  notes: string[];
  citation: string;
}

/** What a recipe list shows next to a title. */
export interface NutritionSummary {
  caloriesPerServing: number;
  proteinPerServing: number;
  /** Percent of the weight matched, so a list can grey out a doubtful figure. */
  coverage: number;
}
