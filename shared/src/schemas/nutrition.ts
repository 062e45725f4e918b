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

export type Severity = "low" | "medium" | "high";
export type Difficulty = "easy" | "medium" | "hard";

export interface AllergyWarning {
  /** pt-BR label ("Leite"). */
  allergen: string;
  allergenId: string;
  severity: Severity;
  description: string;
  /** The recipe lines that carry it, as written. */
  ingredients: string[];
}

export interface Substitution {
  original: string;
  alternative: string;
  benefit: string;
  /** Computed from TACO for the amount in this recipe, per serving ("-120 kcal por porção"). */
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

/** What the totals hold. With any line missing, every figure is a floor ("pelo menos"), never the dish's. */
export interface NutritionCount {
  /** Ingredient lines in the totals; water, salt and a pinch of spice among them, as they carry no energy. */
  counted: number;
  /** Ingredient lines of the recipe. */
  total: number;
  /** Lines left out, as written: not found in TACO, or found with an amount that could not be read. */
  missing: string[];
}

/** True when some line is left out of the figures, so each of them is a floor. */
export const isIncompleteCount = (count: NutritionCount | undefined): count is NutritionCount =>
  count !== undefined && count.missing.length > 0;

/**
 * What the web panel and the chat say about a count, in pt-BR: "Calculado com 7 de 9 ingredientes."
 * and "Não consegui contar: 2 salsichas, leite vegetal."; null when every line is in the figures.
 */
export function countTexts(count: NutritionCount | undefined): { counted: string; missing: string } | null {
  if (!isIncompleteCount(count)) return null;
  // A line that holds a comma ("1 cebola, picada") would blur a comma-separated list.
  const separator = count.missing.some((line) => line.includes(",")) ? "; " : ", ";
  const noun = count.total === 1 ? "ingrediente" : "ingredientes";
  return {
    counted: `Calculado com ${count.counted} de ${count.total} ${noun}.`,
    missing: `Não consegui contar: ${count.missing.join(separator)}.`,
  };
}

/**
 * POST /api/recipes/analyze-nutrition: the spec's result (part 1 §3) plus what it lacks — the
 * per-ingredient trail, coverage, notes on data gaps and the TACO citation.
 */
export interface NutritionAnalysis {
  title: string | null;
  servings: number;
  healthScore: number;
  nutrition: { perServing: Macros; totals: Micros; totalsBasis: "per_serving"; recipe: Macros };
  recommendations: string[];
  allergies: AllergyWarning[];
  substitutions: Substitution[];
  ingredients: IngredientTrail[];
  /**
   * Percent (0–100) of the lines in the totals (see `count`), and of the weight that could be read
   * matched to TACO; a line whose grams are unknown weighs nothing here, so `count` is what to show.
   */
  coverage: { lines: number; grams: number };
  count: NutritionCount;
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
  /** Absent from summaries stored before it was kept; the api fills it in when it reads one. */
  count?: NutritionCount;
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

/** GET and PUT /api/me/allergies. */
export interface AllergiesResponse {
  allergies: string[];
  available: AllergenOption[];
}
