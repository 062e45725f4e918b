import { chooseDay, type ChoiceRules, type DayChoice } from "./choose-meals.ts";
import { eligibleTemplates } from "./eligible.ts";
import { brlPerKcal, dayCost, gramPrice } from "./food-cost.ts";
import { addTotals, foodFacts, totalsOf, zero } from "./food-facts.ts";
import { priceTable, type PriceTable } from "./food-prices.ts";
import { mealsFor, type MealKind, type MealName } from "./meal-slots.ts";
import { RELAXATION_MESSAGES } from "./relaxation-messages.ts";
import { seededRandom } from "@chefzap/shared";
import { ENERGY_AIM, solveDay, type PortionVariable } from "./solve-day.ts";
import { MEAL_TEMPLATES, type MealTemplate } from "./templates/index.ts";
import type { PlanInput, PlannedDay, PlannedMeal, Relaxation, RelaxationKind, WeekPlan } from "./types.ts";

export const WEEK_DAYS = 7;
const CHOICE_TRIES = 25;
const SOLVE_TRIES = 6;
// Draws tilted towards cheap dishes, tried only when the ordinary draws all cost more than the day may.
const THRIFT_SOLVES = 6;
const THRIFT = 4;
// How much a draw gives up, to keep the best of several: later in the relaxation order weighs more.
const RELAXATION_COST: Record<RelaxationKind, number> = {
  fat_band: 1,
  carbohydrate_band: 2,
  protein_band: 4,
  cooking_time: 8,
  variety: 16,
  portion_bounds: 32,
};
// Any relaxation outweighs any overspend: the budget is honoured after the targets and preferences.
const PER_RELAXATION_POINT_BRL = 1e6;
// The portions are solved for a little less than the day may spend: rounding them to whole grams can add
// a few centavos, and a week two centavos over its ceiling would read as a budget not met.
const ROUNDING_MARGIN_BRL = 0.1;

export interface PlanOptions {
  templates?: readonly MealTemplate[];
  prices?: PriceTable;
}

interface DayContext {
  input: PlanInput;
  rules: ChoiceRules;
  prices: PriceTable;
  /** Reais the day may cost: what is left of the week's budget over the days left. */
  allowanceBrl?: number;
}

/** Seven days of meals for the targets: templates chosen with variety, portions solved per day. */
export function planWeek(input: PlanInput, options: PlanOptions = {}): WeekPlan {
  const prices = options.prices ?? priceTable();
  const meals = mealsFor(input.mealsPerDay);
  const eligible = eligibleTemplates(options.templates ?? MEAL_TEMPLATES, input);
  const rules = choiceRules(input, eligible, prices);
  const history = new Map<string, number>();
  const days: PlannedDay[] = [];
  const relaxations: Relaxation[] = [];
  const dayCentavos: number[] = [];
  let estimatedBrl = 0;
  for (let day = 0; day < WEEK_DAYS; day++) {
    const spent = dayCentavos.reduce((a, b) => a + b, 0);
    const allowanceBrl =
      input.budgetCentavos === undefined
        ? undefined
        : Math.max(0, (input.budgetCentavos - spent) / 100 / (WEEK_DAYS - day));
    const { templates, plannedDay, relaxed } = planDay(meals, day, history, {
      input,
      rules,
      prices,
      allowanceBrl,
    });
    templates.forEach((t) => history.set(t.id, day));
    days.push(plannedDay);
    const cost = dayCost(plannedDay, prices);
    dayCentavos.push(Math.round(cost.brl * 100));
    estimatedBrl += cost.estimatedBrl;
    for (const kind of relaxed) relaxations.push({ day, kind, message: RELAXATION_MESSAGES[kind] });
  }
  const weekCentavos = dayCentavos.reduce((a, b) => a + b, 0);
  const cost = { dayCentavos, weekCentavos, estimatedCentavos: Math.round(estimatedBrl * 100) };
  return { energyKcal: input.energyKcal, days, relaxations, cost };
}

function choiceRules(input: PlanInput, eligible: readonly MealTemplate[], prices: PriceTable): ChoiceRules {
  const pools = new Map<MealKind, MealTemplate[]>();
  for (const template of eligible)
    for (const kind of template.kinds) pools.set(kind, [...(pools.get(kind) ?? []), template]);
  return {
    pools,
    likes: input.likes,
    lowCarb: input.diets.includes("low_carb"),
    maxMinutes: input.maxMinutes,
    random: seededRandom(input.seed),
    brlPerKcal: new Map(eligible.map((t) => [t, brlPerKcal(t, prices)])),
  };
}

type Portioned = ReturnType<typeof portionDay> & {
  templates: MealTemplate[];
  score: number;
  overBrl: number;
};

/**
 * Draws the day's meals again until one needs nothing relaxed and fits the day's allowance, solving the
 * portions of at most SOLVE_TRIES draws that can reach the energy (and THRIFT_SOLVES cheaper-leaning ones
 * when the budget is not met); the day keeps the draw that gave up least, then cost least over budget.
 */
function planDay(
  meals: readonly MealName[],
  day: number,
  history: ReadonlyMap<string, number>,
  ctx: DayContext,
) {
  let best: Portioned | undefined;
  let closest: { choice: DayChoice; gap: number } | undefined;
  const draw = (solves: number, thrift: number) => {
    let solved = 0;
    for (let attempt = 0; attempt < CHOICE_TRIES && solved < solves; attempt++) {
      const choice = chooseDay(meals, day, history, ctx.rules, thrift);
      const gap = reachGap(choice.templates, ctx.input.energyKcal);
      if (gap > 0) {
        if (!closest || gap < closest.gap) closest = { choice, gap };
        continue;
      }
      solved++;
      const portioned = portionDay(day, meals, choice.templates, ctx);
      const relaxed = [...choice.relaxed, ...portioned.relaxed];
      const overBrl = overspend(portioned.plannedDay, ctx);
      const score =
        relaxed.reduce((sum, kind) => sum + RELAXATION_COST[kind], 0) * PER_RELAXATION_POINT_BRL + overBrl;
      if (!best || score < best.score)
        best = { ...portioned, relaxed, templates: choice.templates, score, overBrl };
      if (score === 0) return;
    }
  };
  draw(SOLVE_TRIES, 0);
  if (best && best.overBrl > 0) draw(THRIFT_SOLVES, THRIFT);
  if (best) return best;
  const { templates, relaxed } = closest!.choice;
  const portioned = portionDay(day, meals, templates, ctx);
  return { ...portioned, templates, relaxed: [...relaxed, ...portioned.relaxed] };
}

function overspend(day: PlannedDay, ctx: DayContext): number {
  return ctx.allowanceBrl === undefined ? 0 : Math.max(0, dayCost(day, ctx.prices).brl - ctx.allowanceBrl);
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
  ctx: DayContext,
) {
  const { input, prices } = ctx;
  const foods = templates.flatMap((t) => t.foods.map((f) => ({ ...f, facts: foodFacts(f.food, f.cooked) })));
  const base = foods.reduce((s, f) => s + totalsOf(f.facts, f.grams).energyKcal, 0);
  const scale = input.energyKcal / base;
  const vars: PortionVariable[] = foods.map((f) => ({
    per100g: f.facts.per100g,
    desired: Math.min(f.max, Math.max(f.min, f.grams * scale)),
    min: f.min,
    max: f.max,
    brlPerGram: gramPrice(prices, f.food, f.cooked).brl,
  }));
  const budget =
    ctx.allowanceBrl === undefined ? undefined : Math.max(0, ctx.allowanceBrl - ROUNDING_MARGIN_BRL);
  const { grams, relaxed } = solveDay(vars, input.energyKcal, input.macros, budget);
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
