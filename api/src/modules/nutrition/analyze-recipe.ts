import { parseIngredientLine, type ParsedIngredientLine } from "@chefzap/shared";
import { groundLine, TACO_CITATION, type GroundedLine } from "../../ai/grounding/index.ts";
import { healthScore } from "./health-score.ts";
import { percent, round, sumLines, type RecipeTotals } from "./nutrition-calc.ts";
import type { Macros, Micros, NutritionAnalysis } from "./nutrition-result.ts";
import { recommendations } from "./recommendations.ts";
import { substitutions } from "./substitutions.ts";

/** Everything but the parts that depend on who asks (allergies) or what the recipe is called. */
export type RecipeAnalysis = Omit<NutritionAnalysis, "title" | "allergies">;

const SUGAR_NOTE =
  "Açúcares: a tabela TACO não analisa açúcares, por isso o valor não é informado (a pontuação usa a energia de açúcar, mel, leite condensado e doces no lugar).";

/**
 * The deterministic core: lines → TACO → per-serving numbers, score, advice and swaps. Pure and
 * synchronous, so generation can call it inline. Numbers never come from a model.
 */
export function analyzeRecipe(ingredients: readonly string[], servings: number): RecipeAnalysis {
  const grounded = ingredients.map((line) => groundLine(parse(line)));
  const totals = sumLines(grounded, servings);
  const gramsCoverage = percent(totals.matchedGrams, totals.grams);
  const totalsPerServing = micros(totals, servings);
  return {
    servings,
    healthScore: healthScore(totals, servings),
    nutrition: {
      perServing: macros(totals, servings),
      totals: totalsPerServing,
      totalsBasis: "per_serving",
      recipe: macros(totals, 1),
    },
    recommendations: recommendations(totals, servings, totalsPerServing, gramsCoverage),
    substitutions: substitutions(grounded, servings),
    ingredients: grounded.map((g) => ({
      line: g.line,
      food: g.food,
      grams: g.grams,
      kcal: g.nutrients ? round(g.nutrients.energyKcal ?? 0) : g.free ? 0 : null,
      confidence: g.confidence,
    })),
    coverage: { lines: percent(totals.countedLines, totals.lines), grams: gramsCoverage },
    count: { counted: totals.countedLines, total: totals.lines, missing: totals.uncounted },
    notes: notes(grounded),
    citation: TACO_CITATION,
  };
}

/** A line the parser cannot read still becomes an (unmatched) line; analysis never throws on text. */
function parse(line: string): ParsedIngredientLine {
  const raw = typeof line === "string" ? line : "";
  try {
    return parseIngredientLine(raw);
  } catch {
    return { raw, quantity: null, quantityMax: null, unit: null, food: "", note: null, toTaste: false };
  }
}

function macros(totals: RecipeTotals, servings: number): Macros {
  const s = totals.sum;
  return {
    calories: round(s.energyKcal / servings),
    protein: round(s.proteinG / servings, 1),
    carbohydrates: round(s.carbohydrateG / servings, 1),
    fat: round(s.lipidsG / servings, 1),
  };
}

function micros(totals: RecipeTotals, servings: number): Micros {
  const s = totals.sum;
  return {
    fiber: round(s.fiberG / servings, 1),
    sugar: null,
    sodium: round(s.sodiumMg / servings),
    calcium: round(s.calciumMg / servings),
    iron: round(s.ironMg / servings, 1),
    vitaminC: round(s.vitaminCMg / servings, 1),
  };
}

function notes(grounded: GroundedLine[]): string[] {
  const estimates = new Set(grounded.map((g) => g.estimateNote).filter((n): n is string => n !== null));
  const out = [SUGAR_NOTE, ...estimates];
  const unmatched = grounded.filter((g) => g.line.trim() && g.count === "not_found").map((g) => g.line);
  if (unmatched.length > 0) out.push(`Não encontrados na TACO (fora da conta): ${unmatched.join("; ")}.`);
  // Found in TACO but not weighable ("1 pacote de bacon": packs of it vary), so left out rather than guessed.
  const unweighed = grounded.filter((g) => g.count === "no_amount").map((g) => g.line);
  if (unweighed.length > 0) out.push(`Quantidade não estimada (fora da conta): ${unweighed.join("; ")}.`);
  return out;
}
