import { planWeek } from "../src/modules/menus/planner/plan-week.ts";
import { buildMenuShoppingList } from "../src/modules/menus/planner/shopping-list.ts";
import { randomProfiles } from "../src/modules/menus/planner/testing/random-profiles.ts";
import { measure, report } from "./stats.ts";

/**
 * A week of six meals a day for varied profiles (diets, allergens, dislikes, and three in four with an
 * orcamento ceiling of R$ 100, 200 or 400), planned without a model.
 */
export async function menusBench(): Promise<void> {
  const profiles = randomProfiles(500, 31).map((p) => ({ ...p, mealsPerDay: 6 }));
  report(
    "weekly menu, 7 days × 6 meals + shopping list",
    await measure(500, (i) => buildMenuShoppingList(planWeek(profiles[i % profiles.length]!))),
    "p95 ≤ 300 ms",
  );
}
