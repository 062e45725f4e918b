import { z } from "zod";
import { SHOPPING_CATEGORIES } from "../recipes/shopping.ts";
import { leftOutSchema } from "./generation.ts";

/** A recipe as the api answers it (spec part 1 §3). averageRating is ×10, as the client expects. */
export const recipeSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  ingredients: z.array(z.string()),
  ingredientsList: z.array(z.string()).nullable(),
  /** The shopping aisle of each line of `ingredients`, in the same order, from the food catalogue. */
  ingredientAisles: z.array(z.enum(SHOPPING_CATEGORIES)).nullable().optional(),
  instructions: z.array(z.string()),
  cookingTime: z.number().int(),
  servings: z.number().int(),
  tips: z.string().nullable(),
  substitutions: z.string().nullable(),
  skillLevel: z.enum(["iniciante", "intermediario", "avancado"]).nullable(),
  isHealthy: z.boolean(),
  averageRating: z.number(),
  totalRatings: z.number().int(),
  createdAt: z.string(),
  /** Generated recipes only: which of the cook's ingredients were used, which were left out and why. */
  usedIngredients: z.array(z.string()).nullable().optional(),
  leftOut: z.array(leftOutSchema).nullable().optional(),
  /** "llm" | "offline" for generated recipes, "user" for hand-written ones. */
  source: z.enum(["llm", "offline", "user"]).optional(),
  /** Published to the community ("Publicada"); one way, never back to "Privada". */
  isPublished: z.boolean().optional(),
  publishedAt: z.string().nullable().optional(),
  /** How many times "Nova Versão" replaced it. */
  version: z.number().int().optional(),
  /** Computed from TACO when the recipe is saved, so lists can show kcal without a full analysis. */
  nutritionSummary: z
    .object({
      caloriesPerServing: z.number(),
      proteinPerServing: z.number(),
      coverage: z.number(),
      /** Lines in the figures and the ones left out; with any left out, the figures are a floor. */
      count: z
        .object({ counted: z.number().int(), total: z.number().int(), missing: z.array(z.string()) })
        .optional(),
    })
    .nullable()
    .optional(),
});
export type Recipe = z.infer<typeof recipeSchema>;
