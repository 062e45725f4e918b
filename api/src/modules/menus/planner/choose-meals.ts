import { MEAL_KIND, type MealKind, type MealName } from "./meal-slots.ts";
import { weightedPick } from "@chefzap/shared";
import type { MealTemplate } from "./templates/index.ts";
import type { RelaxationKind } from "./types.ts";

/** No template twice within this many consecutive days. */
export const VARIETY_DAYS = 3;
// When nothing fits the cooking time, the quickest few of the rest are offered.
const QUICKEST_FALLBACK = 4;
const LIKE_BONUS = 2;
const LOW_CARB_BONUS = 6;

export interface ChoiceRules {
  pools: ReadonlyMap<MealKind, readonly MealTemplate[]>;
  likes: readonly string[];
  lowCarb: boolean;
  maxMinutes?: number;
  random: () => number;
  /** Reais per kcal of each template at its household portions (food-cost.ts). */
  brlPerKcal: ReadonlyMap<MealTemplate, number>;
}

export interface DayChoice {
  templates: MealTemplate[];
  relaxed: RelaxationKind[];
}

/** Templates keyed by id → the last day they were served. */
export type History = ReadonlyMap<string, number>;

/**
 * One template per meal of `day`, never one served within the variety window or earlier that day.
 * `thrift` above 0 tilts the draw towards cheap dishes: a dish twice the reais per kcal of the cheapest
 * option is 2^thrift times less likely.
 */
export function chooseDay(
  meals: readonly MealName[],
  day: number,
  history: History,
  rules: ChoiceRules,
  thrift = 0,
): DayChoice {
  const today = new Set<string>();
  const relaxed = new Set<RelaxationKind>();
  const templates = meals.map((meal) => {
    const pool = rules.pools.get(MEAL_KIND[meal]) ?? [];
    if (pool.length === 0) throw new MenuPlanError(`no meal fits "${meal}"`);
    const fresh = (t: MealTemplate) =>
      !today.has(t.id) && day - (history.get(t.id) ?? -Infinity) >= VARIETY_DAYS;
    const chosen =
      pick(pool.filter(fresh), rules, relaxed, thrift) ?? leastRecent(pool, today, history, relaxed);
    today.add(chosen.id);
    return chosen;
  });
  return { templates, relaxed: [...relaxed] };
}

function pick(
  fresh: MealTemplate[],
  rules: ChoiceRules,
  relaxed: Set<RelaxationKind>,
  thrift: number,
): MealTemplate | undefined {
  if (fresh.length === 0) return undefined;
  const limit = rules.maxMinutes ?? Infinity;
  let options = fresh.filter((t) => t.minutes <= limit);
  if (options.length === 0) {
    options = [...fresh].sort((a, b) => a.minutes - b.minutes).slice(0, QUICKEST_FALLBACK);
    relaxed.add("cooking_time");
  }
  if (thrift === 0) return weightedPick(options, (t) => weight(t, rules), rules.random);
  const price = (t: MealTemplate) => rules.brlPerKcal.get(t) ?? Infinity;
  const cheapest = Math.min(...options.map(price));
  const thrifty = (t: MealTemplate) => (Number.isFinite(cheapest) ? (cheapest / price(t)) ** thrift : 1);
  return weightedPick(options, (t) => weight(t, rules) * thrifty(t), rules.random);
}

function weight(template: MealTemplate, rules: ChoiceRules): number {
  const liked = template.foods.filter((f) => rules.likes.includes(f.food)).length;
  const lowCarb = rules.lowCarb && template.tags.includes("low_carb") ? LOW_CARB_BONUS : 1;
  return (1 + LIKE_BONUS * liked) * lowCarb;
}

function leastRecent(
  pool: readonly MealTemplate[],
  today: ReadonlySet<string>,
  history: History,
  relaxed: Set<RelaxationKind>,
): MealTemplate {
  relaxed.add("variety");
  const notToday = pool.filter((t) => !today.has(t.id));
  const options = notToday.length > 0 ? notToday : pool;
  return [...options].sort((a, b) => (history.get(a.id) ?? -1) - (history.get(b.id) ?? -1))[0]!;
}

/** The planner cannot serve a meal at all: every template for it breaks an exclusion. */
export class MenuPlanError extends Error {}
