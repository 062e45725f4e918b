import { describe, expect, it } from "vitest";
import { readCsv } from "../../../ai/grounding/csv.ts";
import { gramsAsBought } from "./food-facts.ts";
import { buildPriceTable, type PriceTable } from "./food-prices.ts";
import { planWeek } from "./plan-week.ts";
import { STANDARD_INPUT } from "./testing/standard-input.ts";
import type { PlanInput, WeekPlan } from "./types.ts";

const standard = STANDARD_INPUT;
const ECONOMICO = 10_000;
const SEEDS = [1, 2, 3, 4, 5];

/** The shipped table with some cited prices changed, as a new survey would. */
function pricesWith(changes: Record<string, string>): PriceTable {
  const rows = readCsv("prices/food_prices.csv").map((row) =>
    row.food_id! in changes ? { ...row, price_brl: changes[row.food_id!]! } : row,
  );
  return buildPriceTable(rows);
}

/** Reais of the week recomputed from the plan's foods and a table, independently of the planner. */
function weekBrl(plan: WeekPlan, prices: PriceTable): number {
  let brl = 0;
  for (const food of plan.days.flatMap((d) => d.meals.flatMap((m) => m.foods))) {
    const bought = food.cooked ? gramsAsBought(food.foodId, food.grams) : food.grams;
    brl += (prices.get(food.foodId)!.brlPerKg * bought) / 1000;
  }
  return brl;
}

const within5 = (plan: WeekPlan, kcal: number) =>
  plan.days.every((day) => Math.abs(day.totals.energyKcal / kcal - 1) <= 0.05);

describe("planWeek with a budget", () => {
  it("plans a cheaper week on the economico budget than on premium, within its R$ 100 ceiling", () => {
    for (const seed of SEEDS) {
      const premium = planWeek({ ...standard, seed });
      const economico = planWeek({ ...standard, seed, budgetCentavos: ECONOMICO });
      expect(premium.cost.weekCentavos).toBeGreaterThan(ECONOMICO);
      expect(economico.cost.weekCentavos).toBeLessThanOrEqual(ECONOMICO);
      expect(economico.cost.weekCentavos).toBeLessThan(premium.cost.weekCentavos);
      expect(within5(economico, standard.energyKcal)).toBe(true);
      // Nothing about the targets or variety was given up for the money.
      expect(economico.relaxations).toEqual([]);
    }
  });

  it("leaves a week that already fits the budget as it is", () => {
    const premium = planWeek(standard);
    const generous = planWeek({ ...standard, budgetCentavos: 40_000 });
    expect(generous).toEqual(premium);
  });

  it("serves the cheapest week it finds when the ceiling cannot be met, keeping energy and exclusions", () => {
    const input: PlanInput = { ...standard, dislikes: ["frango", "ovo"], budgetCentavos: 2_000 };
    const tight = planWeek(input);
    const free = planWeek({ ...input, budgetCentavos: undefined });
    expect(tight.cost.weekCentavos).toBeGreaterThan(2_000);
    expect(tight.cost.weekCentavos).toBeLessThan(free.cost.weekCentavos * 0.8);
    expect(within5(tight, input.energyKcal)).toBe(true);
    const served = tight.days.flatMap((d) => d.meals.flatMap((m) => m.foods.map((f) => f.foodId)));
    expect(served).not.toContain("frango");
    expect(served).not.toContain("ovo");
  });
});

describe("the week's cost", () => {
  it("is the plan's grams priced by the table, cooked grams as the raw grams they came from", () => {
    const prices = pricesWith({});
    const plan = planWeek(standard, { prices });
    expect(plan.cost.weekCentavos).toBe(plan.cost.dayCentavos.reduce((a, b) => a + b, 0));
    // Each day rounds to the centavo once.
    expect(Math.abs(plan.cost.weekCentavos - weekBrl(plan, prices) * 100)).toBeLessThanOrEqual(7);
    expect(plan.cost.estimatedCentavos).toBeGreaterThan(0);
    expect(plan.cost.estimatedCentavos).toBeLessThan(plan.cost.weekCentavos);
  });

  it("moves with a food's price: tomato a real cheaper a kilo takes a centavo off every 10 g of tomato and its sauce", () => {
    // R$ 6,39 → 5,39 keeps tomato where it was among the prices the medians are taken from.
    const before = planWeek(standard, { prices: pricesWith({}) });
    const after = planWeek(standard, { prices: pricesWith({ tomate: "5.39" }) });
    // Without a budget prices do not steer the choice, so the same foods are served.
    expect(after.days).toEqual(before.days);
    const tomatoGrams = before.days
      .flatMap((d) => d.meals.flatMap((m) => m.foods))
      .filter((f) => f.foodId === "tomate" || f.foodId === "molho_de_tomate")
      .reduce((sum, f) => sum + f.grams, 0);
    expect(tomatoGrams).toBeGreaterThan(0);
    const saved = before.cost.weekCentavos - after.cost.weekCentavos;
    expect(Math.abs(saved - tomatoGrams / 10)).toBeLessThanOrEqual(7);
  });

  it("steers a budgeted week away from a food whose price soars", () => {
    const expensiveRice = pricesWith({ arroz: "500" });
    const rice = (plan: WeekPlan) =>
      plan.days.flatMap((d) => d.meals.flatMap((m) => m.foods)).filter((f) => f.foodId === "arroz").length;
    const count = (prices?: PriceTable) =>
      SEEDS.reduce(
        (n, seed) => n + rice(planWeek({ ...standard, seed, budgetCentavos: ECONOMICO }, { prices })),
        0,
      );
    expect(count(expensiveRice)).toBeLessThan(count());
  });
});
