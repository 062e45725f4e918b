import { chooseDay, type ChoiceRules, type DayChoice } from "./choose-meals.ts";
import { eligibleTemplates } from "./eligible.ts";
import { addTotals, foodFacts, totalsOf, zero } from "./food-facts.ts";
import { mealsFor, type MealKind, type MealName } from "./meal-slots.ts";
import { RELAXATION_MESSAGES } from "./relaxation-messages.ts";
import { seededRandom } from "./seeded-random.ts";
import { ENERGY_AIM, solveDay, type PortionVariable } from "./solve-day.ts";
import { MEAL_TEMPLATES, type MealTemplate } from "./templates/index.ts";
import type { PlanInput, PlannedDay, PlannedMeal, Relaxation, RelaxationKind, WeekPlan } from "./types.ts";

export const WEEK_DAYS = 7;
const CHOICE_TRIES = 25;
const SOLVE_TRIES = 6;
// How much a draw gives up, to keep the best of several: later in the relaxation order weighs more.
const RELAXATION_COST: Record<RelaxationKind, number> = {
  fat_band: 1,
  carbohydrate_band: 2,
  protein_band: 4,
  cooking_time: 8,
  variety: 16,
  portion_bounds: 32,
};

/** Seven days of meals for the targets: templates chosen with variety, portions solved per day. */
export function planWeek(input: PlanInput, templates: readonly MealTemplate[] = MEAL_TEMPLATES): WeekPlan {
  const meals = mealsFor(input.mealsPerDay);
  const rules = choiceRules(input, eligibleTemplates(templates, input));
  const history = new Map<string, number>();
  const days: PlannedDay[] = [];
  const relaxations: Relaxation[] = [];
  for (let day = 0; day < WEEK_DAYS; day++) {
    const { templates, plannedDay, relaxed } = planDay(meals, day, history, rules, input);
    templates.forEach((t) => history.set(t.id, day));
    days.push(plannedDay);
    for (const kind of relaxed) relaxations.push({ day, kind, message: RELAXATION_MESSAGES[kind] });
  }
  return { energyKcal: input.energyKcal, days, relaxations };
}

function choiceRules(input: PlanInput, eligible: readonly MealTemplate[]): ChoiceRules {
  const pools = new Map<MealKind, MealTemplate[]>();
  for (const template of eligible)
    for (const kind of template.kinds) pools.set(kind, [...(pools.get(kind) ?? []), template]);
  return {
    pools,
    likes: input.likes,
    lowCarb: input.diets.includes("low_carb"),
    maxMinutes: input.maxMinutes,
    random: seededRandom(input.seed),
  };
}

/**
 * Draws the day's meals again until one needs nothing relaxed, solving the portions of at most
 * SOLVE_TRIES draws that can reach the energy; the day keeps the draw that gave up least.
 */
function planDay(
  meals: readonly MealName[],
  day: number,
  history: ReadonlyMap<string, number>,
  rules: ChoiceRules,
  input: PlanInput,
) {
  let best: (ReturnType<typeof portionDay> & { templates: MealTemplate[]; cost: number }) | undefined;
  let closest: { choice: DayChoice; gap: number } | undefined;
  let solved = 0;
  for (let attempt = 0; attempt < CHOICE_TRIES && solved < SOLVE_TRIES; attempt++) {
    const choice = chooseDay(meals, day, history, rules);
    const gap = reachGap(choice.templates, input.energyKcal);
    if (gap > 0) {
      if (!closest || gap < closest.gap) closest = { choice, gap };
      continue;
    }
    solved++;
    const portioned = portionDay(day, meals, choice.templates, input);
    const relaxed = [...choice.relaxed, ...portioned.relaxed];
    const cost = relaxed.reduce((sum, kind) => sum + RELAXATION_COST[kind], 0);
    if (!best || cost < best.cost) best = { ...portioned, relaxed, templates: choice.templates, cost };
    if (cost === 0) break;
  }
  if (best) return best;
  const { templates, relaxed } = closest!.choice;
  const portioned = portionDay(day, meals, templates, input);
  return { ...portioned, templates, relaxed: [...relaxed, ...portioned.relaxed] };
}

function reachGap(templates: readonly MealTemplate[], energyKcal: number): number {
  let least = 0;
  let most = 0;
  for (const t of templates)
    for (const f of t.foods) {
      const kcal = foodFacts(f.food, f.cooked).per100g.energyKcal / 100;
      least += kcal * f.min;
      most += kcal * f.max;
    }
  return Math.max(0, least - energyKcal * (1 + ENERGY_AIM), energyKcal * (1 - ENERGY_AIM) - most);
}

function portionDay(
  day: number,
  meals: readonly MealName[],
  templates: readonly MealTemplate[],
  input: PlanInput,
) {
  const foods = templates.flatMap((t) => t.foods.map((f) => ({ ...f, facts: foodFacts(f.food, f.cooked) })));
  const base = foods.reduce((s, f) => s + totalsOf(f.facts, f.grams).energyKcal, 0);
  const scale = input.energyKcal / base;
  const vars: PortionVariable[] = foods.map((f) => ({
    per100g: f.facts.per100g,
    desired: Math.min(f.max, Math.max(f.min, f.grams * scale)),
    min: f.min,
    max: f.max,
  }));
  const { grams, relaxed } = solveDay(vars, input.energyKcal, input.macros);
  let next = 0;
  const planned = templates.map((t, m): PlannedMeal => {
    const mealFoods = t.foods.map((f) => {
      const facts = foodFacts(f.food, f.cooked);
      const g = grams[next++]!;
      return {
        foodId: f.food,
        name: facts.food.name,
        grams: g,
        cooked: f.cooked,
        totals: totalsOf(facts, g),
      };
    });
    const served = mealFoods.filter((f) => f.grams > 0);
    const totals = served.reduce((s, f) => addTotals(s, f.totals), zero());
    return { meal: meals[m]!, templateId: t.id, name: t.name, minutes: t.minutes, foods: served, totals };
  });
  const totals = planned.reduce((s, m) => addTotals(s, m.totals), zero());
  return { plannedDay: { day, meals: planned, totals }, relaxed };
}
