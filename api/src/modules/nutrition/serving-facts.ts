import { parseIngredientLine } from "@chefzap/shared";
import { groundLine, loadGroundingData, type GroundedLine } from "../../ai/grounding/index.ts";
import { percent, round, sumLines } from "./nutrition-calc.ts";

/** Per-serving numbers a recipe is judged by, all from TACO (never from a model). */
export interface ServingFacts {
  kcal: number;
  proteinG: number;
  carbohydrateG: number;
  fatG: number;
  saturatedFatG: number;
  fiberG: number;
  sodiumMg: number;
  vitaminCMg: number;
  /** Share of the recipe's weight TACO could account for, 0–100. */
  coverage: number;
  /** Lines left out of every figure, as written (not found, or no amount): the figures are then floors. */
  missing: string[];
}

/** What each line weighs in and gives, per serving, so a check can name the line that breaks it. */
export interface LineFacts {
  line: string;
  grams: number | null;
  kcal: number;
  carbohydrateG: number;
  sodiumMg: number;
  saturatedFatG: number;
}

/** Every line grounded; one the parser cannot read still comes back, unmatched. */
export function groundAll(ingredients: readonly string[]): GroundedLine[] {
  loadGroundingData();
  return ingredients.map((line) => {
    try {
      return groundLine(parseIngredientLine(line));
    } catch {
      return groundLine({
        raw: line,
        quantity: null,
        quantityMax: null,
        unit: null,
        food: "",
        note: null,
        toTaste: false,
      });
    }
  });
}

/** The per-serving facts of a recipe and of each of its lines. Pure and synchronous. */
export function servingFacts(
  ingredients: readonly string[],
  servings: number,
): { facts: ServingFacts; lines: LineFacts[] } {
  const grounded = groundAll(ingredients);
  const totals = sumLines(grounded, servings);
  const s = totals.sum;
  const per = (n: number, d = 1) => round(n / servings, d);
  return {
    facts: {
      kcal: per(s.energyKcal, 0),
      proteinG: per(s.proteinG),
      carbohydrateG: per(s.carbohydrateG),
      fatG: per(s.lipidsG),
      saturatedFatG: per(s.saturatedG),
      fiberG: per(s.fiberG),
      sodiumMg: per(s.sodiumMg, 0),
      vitaminCMg: per(s.vitaminCMg),
      coverage: percent(totals.matchedGrams, totals.grams),
      missing: totals.uncounted,
    },
    lines: grounded.map((g) => ({
      line: g.line,
      grams: g.grams,
      kcal: (g.nutrients?.energyKcal ?? 0) / servings,
      carbohydrateG: (g.nutrients?.carbohydrateG ?? 0) / servings,
      sodiumMg: (g.nutrients?.sodiumMg ?? 0) / servings,
      saturatedFatG: (g.nutrients?.saturatedG ?? 0) / servings,
    })),
  };
}
