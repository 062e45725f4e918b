import type { FoodRow } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { catalogue } from "../../catalogue/index.ts";
import { VARIETY_DAYS } from "./choose-meals.ts";
import { mealsFor } from "./meal-slots.ts";
import { planWeek } from "./plan-week.ts";
import { randomProfiles } from "./testing/random-profiles.ts";
import { STANDARD_INPUT } from "./testing/standard-input.ts";
import type { PlanInput, WeekPlan } from "./types.ts";

const food = (id: string): FoodRow => catalogue().byId(id)!;

function breaks(row: FoodRow, input: PlanInput): boolean {
  const flags = input.diets.filter((d) => d !== "low_carb");
  return (
    input.dislikes.includes(row.id) ||
    (row.parent !== undefined && input.dislikes.includes(row.parent)) ||
    row.allergens.some((a) => input.allergens.includes(a)) ||
    flags.some((d) => !row.diet.includes(d))
  );
}

function repeatsWithin(plan: WeekPlan, days: number): string[] {
  const found: string[] = [];
  plan.days.forEach((day, d) => {
    const window = plan.days.slice(Math.max(0, d - days + 1), d + 1).flatMap((x) => x.meals);
    for (const meal of day.meals)
      if (window.filter((m) => m.templateId === meal.templateId).length > 1)
        found.push(`${d}:${meal.templateId}`);
  });
  return found;
}

const standard = STANDARD_INPUT;

describe("planWeek", () => {
  it("meets the energy target on 200 random profiles, never serving what is excluded or a dish twice in 3 days", () => {
    let worst = { deviation: 0, at: "" };
    const served: string[] = [];
    for (const input of randomProfiles(200, 2026)) {
      const plan = planWeek(input);
      expect(plan.days).toHaveLength(7);
      for (const day of plan.days) {
        expect(day.meals.map((m) => m.meal)).toEqual(mealsFor(input.mealsPerDay));
        const deviation = Math.abs(day.totals.energyKcal / input.energyKcal - 1);
        if (deviation > worst.deviation)
          worst = { deviation, at: `${input.energyKcal} kcal, seed ${input.seed}` };
        for (const f of day.meals.flatMap((m) => m.foods))
          if (breaks(food(f.foodId), input)) served.push(`${f.foodId} (seed ${input.seed})`);
      }
      expect(repeatsWithin(plan, VARIETY_DAYS)).toEqual([]);
    }
    expect(served).toEqual([]);
    // eslint-disable-next-line no-console -- the issue asks for the worst day in the test's output
    console.log(`worst day: ${(worst.deviation * 100).toFixed(2)} % off the target (${worst.at})`);
    expect(worst.deviation).toBeLessThanOrEqual(0.05);
  });

  it("keeps an ordinary 2,000 kcal week inside every macro band without relaxing anything", () => {
    const plan = planWeek(standard);
    expect(plan.relaxations).toEqual([]);
    for (const { totals } of plan.days) {
      expect(totals.proteinG).toBeGreaterThanOrEqual(standard.macros.proteinG.min);
      expect(totals.carbohydrateG).toBeLessThanOrEqual(standard.macros.carbohydrateG.max);
      expect(totals.fatG).toBeLessThanOrEqual(standard.macros.fatG.max);
    }
  });

  it("reports a macro band it cannot meet and still lands the energy", () => {
    const input = { ...standard, macros: { ...standard.macros, proteinG: { min: 250, max: 300 } } };
    const plan = planWeek(input);
    expect(plan.relaxations.filter((r) => r.kind === "protein_band")).toHaveLength(7);
    expect(plan.relaxations[0]!.message).toMatch(/proteínas/);
    for (const day of plan.days) expect(Math.abs(day.totals.energyKcal / 2000 - 1)).toBeLessThanOrEqual(0.05);
  });

  it("adds up each meal and day from its foods, with whole-gram portions", () => {
    const day = planWeek(standard).days[0]!;
    for (const meal of day.meals) {
      for (const f of meal.foods) expect(Number.isInteger(f.grams)).toBe(true);
      const kcal = meal.foods.reduce((s, f) => s + f.totals.energyKcal, 0);
      expect(meal.totals.energyKcal).toBeCloseTo(kcal, 6);
    }
    expect(day.totals.energyKcal).toBeCloseTo(
      day.meals.reduce((s, m) => s + m.totals.energyKcal, 0),
      6,
    );
  });

  it("plans the same week for the same seed and another for another seed", () => {
    const ids = (plan: WeekPlan) => plan.days.flatMap((d) => d.meals.map((m) => m.templateId));
    expect(ids(planWeek(standard))).toEqual(ids(planWeek(standard)));
    expect(ids(planWeek({ ...standard, seed: 2 }))).not.toEqual(ids(planWeek(standard)));
  });

  it("serves liked foods more often", () => {
    const count = (likes: string[]) =>
      [1, 2, 3, 4, 5, 6].reduce((n, seed) => {
        const plan = planWeek({ ...standard, likes, seed });
        return (
          n + plan.days.flatMap((d) => d.meals).filter((m) => m.foods.some((f) => f.foodId === "tofu")).length
        );
      }, 0);
    expect(count(["tofu"])).toBeGreaterThan(count([]) * 1.5);
  });

  it("keeps meals within the cooking time when there are enough quick ones", () => {
    const plan = planWeek({ ...standard, maxMinutes: 30 });
    expect(plan.relaxations.filter((r) => r.kind === "cooking_time")).toEqual([]);
    for (const meal of plan.days.flatMap((d) => d.meals)) expect(meal.minutes).toBeLessThanOrEqual(30);
  });
});
