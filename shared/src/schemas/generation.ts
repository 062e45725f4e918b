import { z } from "zod";
import { boundedList } from "./bounded.ts";

export const skillLevelSchema = z.enum(["iniciante", "intermediario", "avancado"]);

/** An ingredient the cook offered that the recipe did not use, and why (pt-BR). */
export const leftOutSchema = z.object({ ingredient: z.string(), reason: z.string() });

/**
 * What any recipe generator (the LLM through structured output, or the offline chef) must produce.
 * Ingredient lines are pt-BR household measures ("2 xícaras (chá) de arroz", "sal a gosto") so the
 * nutrition parser and serving scaling can read them.
 */
export const generatedRecipeSchema = z.object({
  title: z.string().min(3).max(120),
  description: z.string().max(400),
  ingredients: z.array(z.string().min(2).max(160)).min(2).max(40),
  instructions: z.array(z.string().min(5).max(600)).min(2).max(30),
  cookingTime: z.number().int().min(5).max(600),
  servings: z.number().int().min(1).max(12),
  tips: z.string().max(600),
  substitutions: z.string().max(600),
  skillLevel: skillLevelSchema,
  /** The user's ingredients (as they typed them) that the recipe uses. */
  usedIngredients: z.array(z.string()),
  leftOut: z.array(leftOutSchema),
});
export type GeneratedRecipe = z.infer<typeof generatedRecipeSchema>;

/** POST /api/generate-recipe. The post-login path sends only the ingredients. */
export const generateRecipeRequestSchema = z.object({
  ingredients: boundedList(
    30,
    "No máximo 30 ingredientes",
    z
      .array(
        z
          .string()
          .trim()
          .min(1, "Ingrediente vazio")
          .max(80, { error: "Ingrediente muito longo", abort: true }),
      )
      .min(1, "Adicione pelo menos um ingrediente"),
  ),
  skillLevel: skillLevelSchema.default("iniciante"),
});
export type GenerateRecipeRequest = z.infer<typeof generateRecipeRequestSchema>;

/** Clients may name the job so they can follow its progress events; otherwise the server names it. */
const jobId = z.uuid().optional();

/** POST /api/generate-recipe. */
export const generateRecipeBodySchema = generateRecipeRequestSchema.extend({ jobId });
export type GenerateRecipeBody = z.infer<typeof generateRecipeBodySchema>;

/** POST /api/recipes/:id/modify. */
export const modifyRecipeBodySchema = z.object({
  modificationRequest: z
    .string({ error: "Descreva a modificação desejada." })
    .trim()
    .min(1, "Descreva a modificação desejada.")
    .max(500, { error: "O pedido de modificação deve ter no máximo 500 caracteres.", abort: true }),
  jobId,
});
export type ModifyRecipeBody = z.infer<typeof modifyRecipeBodySchema>;

/**
 * POST /api/recipes/:id/alternative. The first client also sends the current ingredients and
 * instructions; the server uses its own copy, so they are dropped here.
 */
export const alternativeRecipeBodySchema = z.object({ jobId });
