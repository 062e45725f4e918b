import type { FoodRow } from "@chefzap/shared";
import { foodFacts } from "./food-facts.ts";
import type { MealTemplate } from "./templates/index.ts";
import type { PlanInput, PlannerDiet } from "./types.ts";

// low_carb is not a property of a food: it steers the choice and the carbohydrate band does the rest.
const HARD_DIETS: ReadonlySet<PlannerDiet> = new Set(["vegan", "vegetarian", "gluten_free", "lactose_free"]);

type Exclusions = Pick<PlanInput, "diets" | "dislikes" | "allergens">;

/** Why a food may not be served, or null; dislikes reach a food's kinds (frango → sobrecoxa). */
export function exclusionOf(food: FoodRow, input: Exclusions): string | null {
  if (input.dislikes.includes(food.id) || (food.parent && input.dislikes.includes(food.parent)))
    return "dislike";
  const allergen = food.allergens.find((group) => input.allergens.includes(group));
  if (allergen) return `allergen:${allergen}`;
  const diet = input.diets.find(
    (d) => HARD_DIETS.has(d) && !food.diet.includes(d as FoodRow["diet"][number]),
  );
  return diet ? `diet:${diet}` : null;
}

/**
 * The templates that can be served: an excluded food the dish can do without (minimum 0 g, like the
 * bread beside a soup) is left out; any other excluded food rules the template out.
 */
export function eligibleTemplates(templates: readonly MealTemplate[], input: Exclusions): MealTemplate[] {
  return templates.flatMap((template) => {
    const allowed = template.foods.filter(
      (f) => exclusionOf(foodFacts(f.food, f.cooked).food, input) === null,
    );
    if (allowed.length === template.foods.length) return [template];
    const required = template.foods.every((f) => allowed.includes(f) || f.min === 0);
    return required && allowed.length > 0 ? [{ ...template, foods: allowed }] : [];
  });
}
