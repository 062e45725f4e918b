import { DIET_FLAGS } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { catalogue } from "../../../catalogue/index.ts";
import { foodFacts, totalsOf } from "../food-facts.ts";
import { MEAL_TEMPLATES } from "./index.ts";

// A common definition of a low-carbohydrate meal: at most 26 % of its energy from carbohydrate.
const LOW_CARB_SHARE = 0.26;

describe("meal templates", () => {
  it("have unique ids and pt-BR names, and serve every kind of meal", () => {
    const ids = MEAL_TEMPLATES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const kind of ["breakfast", "snack", "main", "supper"] as const)
      expect(MEAL_TEMPLATES.filter((t) => t.kinds.includes(kind)).length).toBeGreaterThanOrEqual(10);
    for (const t of MEAL_TEMPLATES) expect(t.name).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ][a-záéíóúâêôãõç\-, ]+/);
  });

  it("name catalogue foods with TACO energy, cooked items where weighed cooked", () => {
    for (const t of MEAL_TEMPLATES)
      for (const f of t.foods) {
        expect(catalogue().byId(f.food), `${t.id}: ${f.food}`).toBeDefined();
        expect(() => foodFacts(f.food, f.cooked), `${t.id}: ${f.food}`).not.toThrow();
      }
  });

  it("give household portions inside their bounds", () => {
    for (const t of MEAL_TEMPLATES) {
      expect(t.minutes).toBeGreaterThan(0);
      for (const f of t.foods) {
        expect(f.min, `${t.id}: ${f.food}`).toBeLessThanOrEqual(f.grams);
        expect(f.grams, `${t.id}: ${f.food}`).toBeLessThanOrEqual(f.max);
        expect(f.max, `${t.id}: ${f.food}`).toBeLessThanOrEqual(500);
      }
    }
  });

  it("declare exactly the diets all their foods share in the catalogue", () => {
    for (const t of MEAL_TEMPLATES)
      for (const flag of DIET_FLAGS) {
        const all = t.foods.every((f) => catalogue().byId(f.food)!.diet.includes(flag));
        expect(t.tags.includes(flag), `${t.id}: ${flag}`).toBe(all);
      }
  });

  it("are tagged low-carb exactly when carbohydrate is at most 26 % of their energy", () => {
    for (const t of MEAL_TEMPLATES) {
      const totals = t.foods.map((f) => totalsOf(foodFacts(f.food, f.cooked), f.grams));
      const kcal = totals.reduce((s, x) => s + x.energyKcal, 0);
      const carbs = totals.reduce((s, x) => s + x.carbohydrateG, 0);
      expect(t.tags.includes("low_carb"), t.id).toBe((carbs * 4) / kcal <= LOW_CARB_SHARE);
    }
  });
});
