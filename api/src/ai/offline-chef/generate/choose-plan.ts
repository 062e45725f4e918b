import { DISHES } from "../knowledge/dishes/index.ts";
import type { FoodUse } from "../types.ts";
import { planDish, type DishPlan } from "./plan-dish.ts";

const POOL_SIZE = 6;
/** Roughly one more food left out; beyond that a dish is a worse answer, not an alternative. */
const POOL_MARGIN = 16;

/**
 * The dishes worth offering, best first. "Nova Versão" walks this list, so it must be stable: ties
 * keep catalogue order.
 */
export function rankPlans(uses: readonly FoodUse[]): DishPlan[] {
  const plans: DishPlan[] = [];
  for (const template of DISHES) {
    const plan = planDish(template, uses);
    if (plan) plans.push(plan);
  }
  return plans.sort((a, b) => b.score - a.score);
}

/** Version 0 is the best dish; 1, 2… rotate through the close runners-up. */
export function choosePlan(uses: readonly FoodUse[], version: number): DishPlan {
  const ranked = rankPlans(uses);
  const best = ranked[0];
  if (!best) throw new Error("offline chef: no dish templates loaded");
  const pool = ranked
    .filter((plan, index) => index < 2 || plan.score >= best.score - POOL_MARGIN)
    .slice(0, POOL_SIZE);
  const index = ((Math.floor(version) % pool.length) + pool.length) % pool.length;
  return pool[index]!;
}
