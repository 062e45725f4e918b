import type { NutritionAnalysis } from "@chefzap/shared";
import { z } from "zod";

// shared types the analysis in TypeScript only; this mirrors it for the API document, and `satisfies`
// keeps the two from drifting apart.
const macros = z.object({
  calories: z.number(),
  protein: z.number(),
  carbohydrates: z.number(),
  fat: z.number(),
});
const micros = z.object({
  fiber: z.number(),
  sugar: z.number().nullable().meta({ description: "Sempre null: a TACO não analisa açúcares." }),
  sodium: z.number(),
  calcium: z.number(),
  iron: z.number(),
  vitaminC: z.number(),
});
const level = z.enum(["low", "medium", "high"]);

/** POST /api/recipes/analyze-nutrition, as documented. */
export const nutritionAnalysisSchema = z
  .object({
    title: z.string().nullable(),
    servings: z.number(),
    healthScore: z.number(),
    nutrition: z.object({
      perServing: macros,
      totals: micros,
      totalsBasis: z.literal("per_serving"),
      recipe: macros,
    }),
    recommendations: z.array(z.string()),
    allergies: z.array(
      z.object({
        allergen: z.string(),
        allergenId: z.string(),
        severity: level,
        description: z.string(),
        ingredients: z.array(z.string()),
      }),
    ),
    substitutions: z.array(
      z.object({
        original: z.string(),
        alternative: z.string(),
        benefit: z.string(),
        nutritionalImpact: z.string(),
        difficulty: z.enum(["easy", "medium", "hard"]),
      }),
    ),
    ingredients: z.array(
      z.object({
        line: z.string(),
        food: z.object({ tacoId: z.number(), name: z.string() }).nullable(),
        grams: z.number().nullable(),
        kcal: z.number().nullable(),
        confidence: z.number().min(0).max(1),
      }),
    ),
    coverage: z.object({ lines: z.number(), grams: z.number() }),
    count: z
      .object({ counted: z.number().int(), total: z.number().int(), missing: z.array(z.string()) })
      .meta({
        description:
          "Linhas na conta (água, sal e temperos inclusos) de quantas; as que ficaram fora tornam cada número um mínimo.",
      }),
    notes: z.array(z.string()),
    citation: z.string(),
  })
  .meta({
    description: "Macros e micros por porção (TACO), alergênicos, substituições e a trilha por ingrediente.",
  }) satisfies z.ZodType<NutritionAnalysis>;
