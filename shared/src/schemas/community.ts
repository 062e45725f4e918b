import { z } from "zod";
import {
  COMMUNITY_FILTERS,
  COMMUNITY_PAGE_MAX,
  COMMUNITY_PAGE_SIZE,
  COMMUNITY_SORTS,
  SEARCH_MAX_LENGTH,
  TOP_RECIPES_MAX,
} from "../community.ts";

const search = z
  .string("Busca inválida.")
  .max(SEARCH_MAX_LENGTH, `A busca deve ter no máximo ${SEARCH_MAX_LENGTH} caracteres.`)
  .transform((text) => text.trim())
  .optional();

/** A paged list's `cursor` query parameter: the X-Next-Cursor of the page before. */
export const pageCursor = z.string("Página inválida.").max(500, "Página inválida.").optional();

/** A paged list's `limit` query parameter: 1 to `max`, `fallback` when absent. */
export function pageSize(max: number, fallback: number) {
  const message = `O limite deve ser um número de 1 a ${max}.`;
  return z
    .string(message)
    .regex(/^\d{1,3}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(max, message))
    .optional()
    .transform((value) => value ?? fallback);
}

/** GET /api/community-recipes query. */
export const communityQuerySchema = z.object({
  search,
  filter: z.enum(COMMUNITY_FILTERS, "Filtro inválido.").default("all"),
  sort: z.enum(COMMUNITY_SORTS, "Ordenação inválida.").optional(),
  limit: pageSize(COMMUNITY_PAGE_MAX, COMMUNITY_PAGE_SIZE),
  cursor: pageCursor,
});
export type CommunityQuery = z.infer<typeof communityQuerySchema>;

/** GET /api/recipes query (the dashboard): without `limit`, every recipe, as the first client expects. */
export const myRecipesQuerySchema = z.object({
  search,
  limit: pageSize(COMMUNITY_PAGE_MAX, 0).transform((value) => value || undefined),
  cursor: pageCursor,
});
export type MyRecipesQuery = z.infer<typeof myRecipesQuerySchema>;

/** GET /api/top-recipes query: 3 for the community's featured block, 10 for the ranking page. */
export const topRecipesQuerySchema = z.object({ limit: pageSize(TOP_RECIPES_MAX, 10) });

/**
 * A published recipe as the community and the ranking list it (spec part 2 §3). averageRating is ×10
 * (0–50), as the client divides it. The author goes by a display name, never an e-mail.
 */
export const communityRecipeSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  ingredients: z.array(z.string()),
  cookingTime: z.number().int(),
  /** The waits its steps state ("Gele por 4 horas"), which the list shows after the minutes. */
  waits: z.array(z.object({ minutes: z.number().int(), where: z.string() })).optional(),
  servings: z.number().int(),
  averageRating: z.number().int(),
  totalRatings: z.number().int(),
  createdAt: z.string(),
  publishedAt: z.string(),
  authorName: z.string(),
  /** "user" for written recipes, "llm" | "offline" for generated ones. */
  source: z.enum(["llm", "offline", "user"]),
});
export type CommunityRecipe = z.infer<typeof communityRecipeSchema>;

/** GET /api/community-stats: published recipes, the cooks who published them, their ratings. */
export const communityStatsSchema = z.object({
  totalRecipes: z.number().int(),
  totalChefs: z.number().int(),
  totalRatings: z.number().int(),
});
export type CommunityStats = z.infer<typeof communityStatsSchema>;
