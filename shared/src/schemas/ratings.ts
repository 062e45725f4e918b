import { z } from "zod";
import { COMMENT_MAX_LENGTH } from "../constants.ts";
import { optionalPlainText } from "./plain-text.ts";

const STARS = "Escolha de 1 a 5 estrelas.";

/** POST /api/recipes/:id/rate (spec part 1 §5): 1–5 stars, an optional comment; an empty one is omitted. */
export const rateRecipeBodySchema = z.object({
  rating: z.number(STARS).int(STARS).min(1, STARS).max(5, STARS),
  comment: optionalPlainText(
    COMMENT_MAX_LENGTH,
    `O comentário deve ter no máximo ${COMMENT_MAX_LENGTH} caracteres.`,
  ),
});
export type RateRecipeBody = z.infer<typeof rateRecipeBodySchema>;

/** GET /api/recipes/:id/rating: the signed-in cook's own rating, or null before they rate. */
export const myRatingSchema = z
  .object({ rating: z.number().int(), comment: z.string().nullable(), updatedAt: z.string() })
  .nullable();
export type MyRating = z.infer<typeof myRatingSchema>;

/** POST /api/recipes/:id/rate answer: the cook's rating and the recipe's new totals (×10 average). */
export const rateRecipeAnswerSchema = z.object({
  rating: z.number().int(),
  comment: z.string().nullable(),
  averageRating: z.number().int(),
  totalRatings: z.number().int(),
});
export type RateRecipeAnswer = z.infer<typeof rateRecipeAnswerSchema>;

/** One comment under a recipe (a rating with text), newest first; `date` is when it was last written. */
export const recipeCommentSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  authorName: z.string(),
  date: z.string(),
  /** Written by the signed-in cook reading it. */
  mine: z.boolean(),
});
export type RecipeComment = z.infer<typeof recipeCommentSchema>;

const limitMessage = "O limite deve ser um número de 1 a 50.";

/** GET /api/recipes/:id/comments query; the next page's cursor comes in X-Next-Cursor. */
export const commentsQuerySchema = z.object({
  limit: z
    .string(limitMessage)
    .regex(/^\d{1,2}$/, limitMessage)
    .transform(Number)
    .pipe(z.number().int().min(1, limitMessage).max(50, limitMessage))
    .optional()
    .transform((value) => value ?? 20),
  cursor: z.string("Página inválida.").max(500, "Página inválida.").optional(),
});
