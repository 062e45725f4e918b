import {
  estimateDifficulty,
  type WeeklyMenu,
  type WeeklyMenuDay,
  type WeeklyMenuMeal,
} from "@chefzap/shared";
import type { WeeklyMenuRow } from "../../db/schema/index.ts";
import { catalogue } from "../catalogue/index.ts";
import { menuCost, type StoredBudget } from "./menu-budget.ts";
import type { MenuShoppingGroup } from "./planner/shopping-list.ts";
import { isPoured } from "./planner/shopping-quantity.ts";
import type { PlannedFood, PlannedMeal, WeekPlan } from "./planner/types.ts";

/**
 * What the plan column holds: the computed week and the numbers and notes it was planned from. Menus
 * planned before costs were computed have no `week.cost` and no `budget`.
 */
export interface StoredPlan {
  targets: { calories: number; protein: number; carbs: number; fat: number };
  week: WeekPlan;
  notes: string[];
  seed: number;
  budget?: StoredBudget | null;
}

export const DAY_NAMES = [
  "Segunda-feira",
  "Terça-feira",
  "Quarta-feira",
  "Quinta-feira",
  "Sexta-feira",
  "Sábado",
  "Domingo",
] as const;

const tenth = (n: number) => Math.round(n * 10) / 10;
const listed = (parts: readonly string[]) =>
  parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} e ${parts.at(-1)}`;

/** "150 g de arroz (peso cozido)"; what is poured by the cupful, in millilitres ("200 ml de leite"). */
export function foodLine(food: PlannedFood): string {
  const row = catalogue().byId(food.foodId);
  if (row?.density && isPoured(row)) return `${Math.round(food.grams / row.density)} ml de ${food.name}`;
  return `${food.grams} g de ${food.name}${food.cooked ? " (peso cozido)" : ""}`;
}

export const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase("pt-BR") + text.slice(1);

function mealOf(meal: PlannedMeal): WeeklyMenuMeal {
  const ingredients = meal.foods.map(foodLine);
  const recipe =
    `Porção para 1 pessoa: ${listed(ingredients)}. ` +
    `Preparo em cerca de ${meal.minutes} min; ${Math.round(meal.totals.energyKcal)} kcal calculadas pela tabela TACO.`;
  return {
    name: meal.name,
    recipe,
    calories: Math.round(meal.totals.energyKcal),
    time: `${meal.minutes} min`,
    minutes: meal.minutes,
    difficulty: estimateDifficulty({ cookingTime: meal.minutes, ingredients, instructions: [], servings: 1 })
      .name,
    ingredients,
    protein: tenth(meal.totals.proteinG),
    carbs: tenth(meal.totals.carbohydrateG),
    fat: tenth(meal.totals.fatG),
  };
}

/** YYYY-MM-DD plus `days`, in UTC so no clock change moves it. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The next Monday in Brasília (today when it is Monday): a week planned on Friday starts on Monday. */
export function nextMonday(now: Date): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, (8 - weekday) % 7);
}

/** The spec's weekly menu entity from a stored row. */
export function toWeeklyMenu(row: WeeklyMenuRow): WeeklyMenu {
  const plan = row.plan as StoredPlan;
  const groups = row.shoppingList as MenuShoppingGroup[];
  const days: WeeklyMenuDay[] = plan.week.days.map((day) => ({
    day: DAY_NAMES[day.day]!,
    date: addDays(row.weekStart, day.day),
    meals: Object.fromEntries(day.meals.map((meal) => [meal.meal, mealOf(meal)])),
    totalCalories: Math.round(day.totals.energyKcal),
    protein: tenth(day.totals.proteinG),
    carbs: tenth(day.totals.carbohydrateG),
    fat: tenth(day.totals.fatG),
  }));
  return {
    id: row.id,
    title: row.title,
    weekStartDate: row.weekStart,
    totalCalories: plan.targets.calories,
    days,
    shoppingList: groups.map((group) => ({
      category: group.category,
      items: group.items.map((item) => ({
        name: capitalised(item.name),
        quantity: item.quantity,
        checked: item.checked,
      })),
    })),
    targets: plan.targets,
    mealsPerDay: row.mealsPerDay,
    relaxations: plan.week.relaxations.map((r) => `${DAY_NAMES[r.day]}: ${r.message}`),
    notes: plan.notes,
    cost: plan.week.cost ? menuCost(plan.week.cost, plan.budget ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}
