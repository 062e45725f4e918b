import { z } from "zod";

/** A recipe as the api answers it (spec part 1 §3). averageRating is ×10, as the client expects. */
export const recipeSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  ingredients: z.array(z.string()),
  ingredientsList: z.array(z.string()).nullable(),
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
});
export type Recipe = z.infer<typeof recipeSchema>;

/** Default tip text the dashboard hides (spec part 1 §2). */
export const DEFAULT_TIP = "Aproveite sua receita!";
