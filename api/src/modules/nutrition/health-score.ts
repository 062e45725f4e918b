import type { RecipeTotals } from "./nutrition-calc.ts";

/**
 * Health score, 0–100, from the recipe's own numbers (also written in api/data/README.md):
 *
 *   50 base
 * + up to 20 for fibre density: 20 × (g fibre per 1,000 kcal ÷ 14), 14 g/1,000 kcal being the usual
 *   dietary-guideline target
 * + up to 15 for protein: 15 × (% of energy from protein ÷ 20)
 * + up to 15 for plants: 15 × (share of the weight from vegetables, fruit and pulses ÷ 0.4)
 * − up to 20 for sodium per serving: 0 at ≤ 400 mg, 20 at ≥ 1,200 mg (linear)
 * − up to 15 for saturated fat: 0 at ≤ 10 % of energy (WHO), 15 at ≥ 20 %
 * − up to 15 for energy density: 0 at ≤ 150 kcal/100 g of raw ingredients, 15 at ≥ 400
 * − up to 15 for sugary ingredients (TACO has no sugar figure, so the energy from açúcar, mel, leite
 *   condensado, doces… stands in for added sugar): 0 at ≤ 5 % of energy, 15 at ≥ 20 % (WHO: < 10 %)
 *
 * clamped to 0–100 and rounded. A recipe with no energy matched scores 0: there is nothing to judge.
 */
export function healthScore(totals: RecipeTotals, servings: number): number {
  const kcal = totals.sum.energyKcal;
  if (kcal <= 0) return 0;
  const fibrePer1000 = (totals.sum.fiberG / kcal) * 1000;
  const proteinPct = ((totals.sum.proteinG * 4) / kcal) * 100;
  const plantShare = totals.grams > 0 ? totals.plantGrams / totals.grams : 0;
  const sodiumPerServing = totals.sum.sodiumMg / servings;
  const saturatedPct = ((totals.sum.saturatedG * 9) / kcal) * 100;
  const density = totals.grams > 0 ? (kcal / totals.grams) * 100 : 0;
  const sugaryPct = (totals.sugaryKcal / kcal) * 100;

  const score =
    50 +
    capped(20, fibrePer1000 / 14) +
    capped(15, proteinPct / 20) +
    capped(15, plantShare / 0.4) -
    capped(20, (sodiumPerServing - 400) / 800) -
    capped(15, (saturatedPct - 10) / 10) -
    capped(15, (density - 150) / 250) -
    capped(15, (sugaryPct - 5) / 15);
  return Math.round(Math.min(100, Math.max(0, score)));
}

/** `points` × fraction, with the fraction held to 0–1. */
function capped(points: number, fraction: number): number {
  return points * Math.min(1, Math.max(0, fraction));
}
