import { z } from "zod";

/** Community list filter (spec part 2 §4); "all" by default. */
export const COMMUNITY_FILTERS = ["all", "quick", "popular", "top-rated"] as const;
export type CommunityFilter = (typeof COMMUNITY_FILTERS)[number];

/**
 * Community list sort (spec part 2 §4: recent by default). "relevance" is ours, the default when there
 * is a search term and no sort is asked for: recipes with the words in their title first, then those
 * with them among the ingredients, each group newest first.
 */
export const COMMUNITY_SORTS = ["recent", "rating", "time", "popular", "relevance"] as const;
export type CommunitySort = (typeof COMMUNITY_SORTS)[number];

/** "quick": 30 minutes or less. */
export const QUICK_RECIPE_MAX_MINUTES = 30;
/** "top-rated": 4 stars or more as the page shows them (averageRating ≥ 40 on the ×10 scale). */
export const TOP_RATED_MIN_STARS = 4;
export const SEARCH_MAX_LENGTH = 100;
export const COMMUNITY_PAGE_SIZE = 24;
export const COMMUNITY_PAGE_MAX = 60;
export const TOP_RECIPES_MAX = 50;

/**
 * Paged lists keep the spec's bare array as the body; the cursor of the next page (absent on the
 * last) travels in a header, and so does the number of matches where it is cheap (the dashboard).
 */
export const NEXT_CURSOR_HEADER = "X-Next-Cursor";
export const TOTAL_COUNT_HEADER = "X-Total-Count";

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

const EMAIL_LIKE = /\S+@\S+/g;

/** A name field without what looks like an e-mail address (there is none without an "@"). */
const withoutEmails = (text: string | null) => {
  const name = text ?? "";
  return name.includes("@") ? name.replace(EMAIL_LIKE, " ") : name;
};

/**
 * How an author is shown to others: the first name and the last name's initial ("Maria S."). Anything
 * shaped like an e-mail address is dropped, since a name field may hold one. Every community card
 * runs this, so it reads the first word and letter in place instead of rebuilding the names.
 */
export function authorDisplayName(firstName: string | null, lastName: string | null): string {
  const first = /\S+/.exec(withoutEmails(firstName))?.[0];
  const initial = /\p{L}/u.exec(withoutEmails(lastName))?.[0];
  if (!first) return "Chef anônimo";
  return initial ? `${first} ${initial.toLocaleUpperCase("pt-BR")}.` : first;
}
