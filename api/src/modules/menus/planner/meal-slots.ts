/** The spec's meal names, in the order of a day. */
export const MEAL_NAMES = [
  "Café da manhã",
  "Lanche da manhã",
  "Almoço",
  "Lanche da tarde",
  "Jantar",
  "Ceia",
] as const;
export type MealName = (typeof MEAL_NAMES)[number];

/** Kinds of meal a template can be served as; both lanches draw from one pool, as do almoço and jantar. */
export type MealKind = "breakfast" | "snack" | "main" | "supper";

export const MEAL_KIND: Record<MealName, MealKind> = {
  "Café da manhã": "breakfast",
  "Lanche da manhã": "snack",
  Almoço: "main",
  "Lanche da tarde": "snack",
  Jantar: "main",
  Ceia: "supper",
};

// With four meals the one snack goes in the afternoon, the longest gap of a Brazilian day.
const MEALS_BY_COUNT: Record<number, readonly MealName[]> = {
  3: ["Café da manhã", "Almoço", "Jantar"],
  4: ["Café da manhã", "Almoço", "Lanche da tarde", "Jantar"],
  5: ["Café da manhã", "Lanche da manhã", "Almoço", "Lanche da tarde", "Jantar"],
  6: MEAL_NAMES,
};

/** The meals of a day for refeicoesPorDia 3–6. */
export function mealsFor(mealsPerDay: number): readonly MealName[] {
  const meals = MEALS_BY_COUNT[mealsPerDay];
  if (!meals) throw new RangeError(`mealsPerDay must be 3 to 6, got ${mealsPerDay}`);
  return meals;
}
