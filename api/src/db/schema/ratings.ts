import { sql } from "drizzle-orm";
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { recipesTable } from "./recipes.ts";
import { usersTable } from "./users.ts";

/**
 * One rating per cook per recipe. A second vote replaces the first (the same row, updated): the cook
 * who tried the recipe again, or whose first tap was a slip, can say so without counting twice. The
 * recipe's rating_sum and rating_count follow every insert, change and delete through a trigger.
 */
export const ratingsTable = pgTable(
  "ratings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipeId: uuid("recipe_id")
      .notNull()
      .references(() => recipesTable.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    /** Shown to others as plain text; null when the cook left none. */
    comment: text("comment"),
    /** Set by an admin's moderation: the comment leaves its thread until restored (the vote still counts). */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ratings_recipe_user_key").on(t.recipeId, t.userId),
    index("ratings_user_idx").on(t.userId),
    index("ratings_recipe_comments_idx")
      .on(t.recipeId, t.updatedAt.desc(), t.id.desc())
      .where(sql`comment is not null`),
    check("ratings_rating_check", sql`${t.rating} between 1 and 5`),
    check("ratings_comment_check", sql`char_length(${t.comment}) between 1 and 500`),
  ],
);

export type RatingRow = typeof ratingsTable.$inferSelect;
