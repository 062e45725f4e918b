import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { NutritionSummary } from "@chefzap/shared";
import { usersTable } from "./users.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The ranking's Bayesian average: every recipe starts with RANKING_PRIOR_VOTES imaginary votes of
 * RANKING_PRIOR_STARS, so (sum + prior votes × prior stars) / (count + prior votes). A single 5-star
 * vote scores (15 + 5) / 6 ≈ 3.3 while fifty 4.8s score (15 + 240) / 55 ≈ 4.6: a recipe climbs only
 * as votes confirm it. The prior is fixed rather than the site's mean so the score is a column the
 * ranking can index; changing it takes a migration.
 */
export const RANKING_PRIOR_VOTES = 5;
export const RANKING_PRIOR_STARS = 3;

// Search reads accent-free text: "feijao" finds "feijão" through the stemmer. unaccent() is only
// STABLE (its dictionary could change), so the generated column goes through the IMMUTABLE wrapper the
// search migration defines. Typos are mended through search_words.
const searchVector = sql`setweight(to_tsvector('portuguese'::regconfig, immutable_unaccent(title)), 'A') || setweight(to_tsvector('portuguese'::regconfig, immutable_unaccent(ingredients::text || ' ' || coalesce(ingredients_list::text, ''))), 'B')`;

const published = sql`published_at is not null`;

export const recipesTable = pgTable(
  "recipes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    ingredients: jsonb("ingredients").$type<string[]>().notNull(),
    ingredientsList: jsonb("ingredients_list").$type<string[]>(),
    instructions: jsonb("instructions").$type<string[]>().notNull(),
    cookingTime: integer("cooking_time").notNull().default(30),
    servings: integer("servings").notNull().default(2),
    tips: text("tips"),
    substitutions: text("substitutions"),
    skillLevel: text("skill_level", { enum: ["iniciante", "intermediario", "avancado"] }),
    isHealthy: boolean("is_healthy").notNull().default(false),
    /** What the cook typed, kept so "Nova Versão" can start again from the same ingredients. */
    inputIngredients: jsonb("input_ingredients").$type<string[]>(),
    usedIngredients: jsonb("used_ingredients").$type<string[]>(),
    leftOut: jsonb("left_out").$type<Array<{ ingredient: string; reason: string }>>(),
    /** "llm" or "offline" for generated recipes, "user" for recipes people write themselves. */
    source: text("source", { enum: ["llm", "offline", "user"] })
      .notNull()
      .default("user"),
    /** Bumped by each "Nova Versão"; the offline chef uses it to pick the next dish. */
    version: integer("version").notNull().default(0),
    /** The recipe a modification started from; kept when that one is deleted. */
    parentId: uuid("parent_id").references((): AnyPgColumn => recipesTable.id, { onDelete: "set null" }),
    // Ratings are stored as sums so the average never drifts; the API still answers ×10 as the client expects.
    ratingSum: integer("rating_sum").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    // Kept by a trigger on ratings (see the rating_totals migration), so every path that adds, changes
    // or deletes a rating (a vote, an account deleted) moves them, under the recipe's row lock.
    /** The exact average in stars (0 without votes), the community's "rating" sort and filter key. */
    ratingAverage: numeric("rating_average").generatedAlwaysAs(
      sql`case when rating_count = 0 then 0 else rating_sum::numeric / rating_count end`,
    ),
    /** The ranking's Bayesian average (see RANKING_PRIOR_VOTES). */
    ratingScore: numeric("rating_score").generatedAlwaysAs(
      sql`(rating_sum + ${sql.raw(String(RANKING_PRIOR_VOTES * RANKING_PRIOR_STARS))})::numeric / (rating_count + ${sql.raw(String(RANKING_PRIOR_VOTES))})`,
    ),
    /** Set once by "Publicar" and never cleared: publishing is one-way (spec part 2 §4). */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** Set by an admin's moderation: the recipe leaves the community until restored (owner still sees it). */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    searchVector: tsvector("search_vector").generatedAlwaysAs(searchVector),
    /** Computed from TACO when the recipe is written, so lists can show kcal without a new analysis. */
    // `count` came later: rows written before lack it, and the recipe view works it out for them.
    nutritionSummary: jsonb("nutrition_summary").$type<NutritionSummary>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("recipes_user_created_idx").on(t.userId, t.createdAt),
    // The admin's newest-first list and the per-day trends.
    index("recipes_created_idx").on(t.createdAt.desc(), t.id.desc()),
    // The community only ever reads published recipes, so its indexes leave private ones out.
    index("recipes_published_recent_idx").on(t.createdAt.desc(), t.id.desc()).where(published),
    index("recipes_published_rating_idx")
      .on(t.ratingAverage.desc(), t.ratingCount.desc(), t.id.desc())
      .where(published),
    index("recipes_published_popular_idx")
      .on(t.ratingCount.desc(), t.ratingAverage.desc(), t.id.desc())
      .where(published),
    index("recipes_published_time_idx").on(t.cookingTime, t.id).where(published),
    index("recipes_ranking_idx")
      .on(t.ratingScore.desc(), t.id.desc())
      .where(sql`published_at is not null and rating_count > 0`),
    index("recipes_published_user_idx").on(t.userId).where(published),
    // Without fastupdate: recipes arrive at a human pace, while a pending list (up to 4 MB, scanned
    // by every search until vacuum merges it) made the same search several times slower.
    index("recipes_search_vector_idx")
      .using("gin", t.searchVector)
      .with({ fastupdate: false })
      .where(published),
    // The admin's title search: a fragment anywhere, accents ignored (pg_trgm). With fastupdate, unlike
    // the community's: a stored recipe costs a third as much, and the pending list adds a few
    // milliseconds to a search whose target is 300.
    index("recipes_admin_title_idx").using("gin", sql`immutable_unaccent(${t.title}) gin_trgm_ops`),
    check("recipes_cooking_time_check", sql`${t.cookingTime} between 1 and 1440`),
    check("recipes_servings_check", sql`${t.servings} between 1 and 100`),
    check("recipes_source_check", sql`${t.source} in ('llm', 'offline', 'user')`),
  ],
);

/** Columns the database derives for sorting and search; rows handed to services leave them out. */
export type RecipeDerivedColumn = "ratingAverage" | "ratingScore" | "searchVector";
export type RecipeRow = Omit<typeof recipesTable.$inferSelect, RecipeDerivedColumn>;
export type NewRecipeRow = typeof recipesTable.$inferInsert;
