import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { REPORT_REASONS } from "@chefzap/shared";
import { ratingsTable } from "./ratings.ts";
import { recipesTable } from "./recipes.ts";
import { usersTable } from "./users.ts";

/**
 * A cook flags a community recipe, or a comment under it, for the admin panel. A comment's report also
 * names its recipe, so the panel can open it. One report per cook per thing: a second is a no-op.
 */
export const reportsTable = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    recipeId: uuid("recipe_id")
      .notNull()
      .references(() => recipesTable.id, { onDelete: "cascade" }),
    /** The comment (a rating's text) reported; null when the recipe itself is. */
    ratingId: uuid("rating_id").references(() => ratingsTable.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    details: text("details"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reports_recipe_once_key")
      .on(t.reporterId, t.recipeId)
      .where(sql`rating_id is null`),
    uniqueIndex("reports_comment_once_key")
      .on(t.reporterId, t.ratingId)
      .where(sql`rating_id is not null`),
    index("reports_created_idx").on(t.createdAt.desc()),
    index("reports_recipe_idx").on(t.recipeId),
    index("reports_rating_idx").on(t.ratingId),
    check(
      "reports_reason_check",
      sql`${t.reason} in (${sql.raw(REPORT_REASONS.map((r) => `'${r}'`).join(", "))})`,
    ),
    check("reports_details_check", sql`char_length(${t.details}) between 1 and 500`),
  ],
);

export type ReportRow = typeof reportsTable.$inferSelect;
