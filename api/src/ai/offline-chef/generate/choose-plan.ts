import { PANTRY_KEYS } from "../knowledge/catalogue.ts";
import { DISHES } from "../knowledge/dishes/index.ts";
import type { FoodUse } from "../types.ts";
import { isMainFood } from "../knowledge/side-dishes.ts";
import { attachSide } from "./attach-side.ts";
import { namedPlans } from "./named-dish.ts";
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
    if (plan) plans.push(withMainFoods(plan));
  }
  return plans.sort((a, b) => b.score - a.score);
}

/** What leaving out a protein or a staple the cook gave costs a dish, beyond any other food. */
const MAIN_FOOD_LEFT_OUT = 8;

/**
 * The cook's pasta, rice or protein is what the meal was meant to be built on: a dish that leaves it out
 * ranks below one that uses it, unless the dish can serve the staple beside it.
 */
function withMainFoods(plan: DishPlan): DishPlan {
  const served = attachSide(plan);
  const missed = served.unplaced.filter((use) => isMainFood(use.food)).length;
  return missed === 0 ? served : { ...served, score: served.score - MAIN_FOOD_LEFT_OUT * missed };
}

// A recipe lists at least two ingredients (the shared schema), so a dish that would place one food
// ("salada de frutas" of laranja alone, whose juice is laranja too) is offered only when nothing else is.
const MIN_LINES = 2;

/**
 * A dish that uses none of the cook's foods is no answer while another uses some, however many things
 * it asks to buy. Staples (azeite, água, sal) weigh little in a score, as they usually come along with
 * the food asked about; when the cook typed nothing else, they are the question, and all are used.
 */
function usingTheCooksFoods(plans: DishPlan[], uses: readonly FoodUse[]): DishPlan[] {
  const onlyStaples = uses.every((use) => PANTRY_KEYS.has(use.food.key));
  const using = plans.filter((plan) => (onlyStaples ? plan.unplaced.length === 0 : plan.placed.length > 0));
  return using.length > 0 ? using : plans;
}

/**
 * Version 0 is the best dish; 1, 2… rotate through the close runners-up. A dish the cook named
 * ("escondidinho") is chosen among the templates of that name when there are any.
 */
export function choosePlan(uses: readonly FoodUse[], version: number, dish?: string): DishPlan {
  const named = dish ? namedPlans(dish, uses) : [];
  const all = named.length > 0 ? named : usingTheCooksFoods(rankPlans(uses), uses);
  const full = all.filter((plan) => [...plan.filled.values()].flat().length >= MIN_LINES);
  const ranked = full.length > 0 ? full : all;
  const best = ranked[0];
  if (!best) throw new Error("offline chef: no dish templates loaded");
  const pool = ranked
    .filter((plan, index) => index < 2 || plan.score >= best.score - POOL_MARGIN)
    .slice(0, POOL_SIZE);
  const index = ((Math.floor(version) % pool.length) + pool.length) % pool.length;
  return pool[index]!;
}
