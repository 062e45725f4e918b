import { z } from "zod";
import { HEALTH_GOALS, HEALTHY_BOUNDS } from "../healthy-goals.ts";
import { RESTRICOES } from "../nutrition-profile/options.ts";
import { boundedList } from "./bounded.ts";
import { generateRecipeRequestSchema } from "./generation.ts";
import { recipeSchema } from "./recipe.ts";

/** An optional whole number within bounds; null (or absent) means "no limit". */
function limit(bounds: { min: number; max: number }, message: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(bounds.min, { error: message })
    .max(bounds.max, { error: message })
    .nullable()
    .default(null);
}

/** POST /api/generate-healthy-recipe (spec part 2 §3, §5). The server writes its own prompt from it. */
export const healthyRecipeRequestSchema = z.object({
  ingredients: generateRecipeRequestSchema.shape.ingredients,
  healthGoal: z.enum(HEALTH_GOALS, { error: "Escolha um objetivo de saúde." }),
  dietaryRestrictions: boundedList(
    RESTRICOES.length,
    "Restrições repetidas ou demais.",
    z.array(z.enum(RESTRICOES, { error: "Restrição alimentar desconhecida." })),
  )
    .default([])
    .transform((ids) => [...new Set(ids)]),
  maxCalories: limit(
    HEALTHY_BOUNDS.maxCalories,
    "Calorias máximas: um número inteiro entre 50 e 3000 kcal por porção.",
  ),
  maxTime: limit(HEALTHY_BOUNDS.maxTime, "Tempo máximo: um número inteiro entre 5 e 600 minutos."),
  /** Clients may name the job so they can follow its progress events. */
  jobId: z.uuid().optional(),
});
export type HealthyRecipeRequest = z.input<typeof healthyRecipeRequestSchema>;
export type HealthyRecipeInput = z.output<typeof healthyRecipeRequestSchema>;

/** Per-serving numbers computed from TACO for the finished recipe. */
export const healthyFactsSchema = z.object({
  calories: z.number(),
  protein: z.number(),
  carbohydrates: z.number(),
  fat: z.number(),
  saturatedFat: z.number(),
  fiber: z.number(),
  sodium: z.number(),
  vitaminC: z.number(),
  /** Share of the recipe's weight the table accounts for, 0–100. */
  coverage: z.number(),
});
export type HealthyFacts = z.infer<typeof healthyFactsSchema>;

/** How the recipe was checked: the numbers, why it fits (pt-BR) and what was changed to make it fit. */
export const healthyCheckSchema = z.object({
  healthGoal: z.enum(HEALTH_GOALS),
  dietaryRestrictions: z.array(z.enum(RESTRICOES)),
  maxCalories: z.number().nullable(),
  maxTime: z.number().nullable(),
  perServing: healthyFactsSchema,
  reasons: z.array(z.string()),
  adjustments: z.array(z.string()),
  citation: z.string(),
});
export type HealthyCheck = z.infer<typeof healthyCheckSchema>;

/** The answer: the saved recipe (spec: "The response holds recipe") and its check. */
export const healthyRecipeResponseSchema = z.object({
  recipe: recipeSchema,
  jobId: z.string(),
  check: healthyCheckSchema,
});
export type HealthyRecipeResponse = z.infer<typeof healthyRecipeResponseSchema>;
