// The healthy recipes' goals, diets and bounds, without zod: pages read them to draw the form and the
// menus (schemas/healthy-recipe.ts checks a request against them).
import type { Restricao } from "./nutrition-profile/options.ts";

/** Health goal ids of the healthy-recipe request (spec part 2 §3). */
export const HEALTH_GOALS = [
  "weight-loss",
  "muscle-gain",
  "heart-health",
  "diabetes",
  "energy",
  "immunity",
] as const;
export type HealthGoal = (typeof HEALTH_GOALS)[number];

/** The goal cards' names, as the page and the "why it fits" lines say them. */
export const HEALTH_GOAL_LABELS: Record<HealthGoal, string> = {
  "weight-loss": "Perda de Peso",
  "muscle-gain": "Ganho de Massa",
  "heart-health": "Saúde do Coração",
  diabetes: "Controle do Diabetes",
  energy: "Mais Energia",
  immunity: "Imunidade",
};

/**
 * The restriction chips' names. The ids are the nutritional profile's (RESTRICOES), so a profile's
 * restrictions and a healthy recipe's chips mean the same thing.
 */
export const RESTRICTION_LABELS: Record<Restricao, string> = {
  vegetarian: "Vegetariana",
  vegan: "Vegana",
  "gluten-free": "Sem glúten",
  "lactose-free": "Sem lactose",
  "low-carb": "Low-carb",
  keto: "Cetogênica",
  paleo: "Paleo",
  dash: "DASH",
};

/** Bounds the spec leaves open; the form and the api enforce the same ones. */
export const HEALTHY_BOUNDS = {
  maxCalories: { min: 50, max: 3000 },
  maxTime: { min: 5, max: 600 },
} as const;
