import { generateRecipeRequestSchema } from "@chefzap/shared";
import { z } from "zod";

/** Clients may name the job so they can follow its progress events; otherwise the server names it. */
const jobId = z.uuid().optional();

/** POST /api/generate-recipe. */
export const generateBody = generateRecipeRequestSchema.extend({ jobId });

/** POST /api/recipes/:id/modify. */
export const modifyBody = z.object({
  modificationRequest: z
    .string({ error: "Descreva a modificação desejada." })
    .trim()
    .min(1, "Descreva a modificação desejada.")
    .max(500, { error: "O pedido de modificação deve ter no máximo 500 caracteres.", abort: true }),
  jobId,
});

/**
 * POST /api/recipes/:id/alternative. The first client also sends the current ingredients and
 * instructions; the server uses its own copy, so they are dropped here.
 */
export const alternativeBody = z.object({ jobId });
