import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { usersTable } from "./users.ts";

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
    /** Computed from TACO when the recipe is written, so lists can show kcal without a new analysis. */
    nutritionSummary: jsonb("nutrition_summary").$type<{
      caloriesPerServing: number;
      proteinPerServing: number;
      coverage: number;
    }>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("recipes_user_created_idx").on(t.userId, t.createdAt),
    check("recipes_cooking_time_check", sql`${t.cookingTime} between 1 and 1440`),
    check("recipes_servings_check", sql`${t.servings} between 1 and 100`),
    check("recipes_source_check", sql`${t.source} in ('llm', 'offline', 'user')`),
  ],
);

export type RecipeRow = typeof recipesTable.$inferSelect;
export type NewRecipeRow = typeof recipesTable.$inferInsert;
