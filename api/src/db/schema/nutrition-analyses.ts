import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Nutrition analyses by content: the key hashes the normalised ingredient lines, the servings and the
 * analysis version, so the same recipe version is computed once across restarts and instances.
 */
export const nutritionAnalysesTable = pgTable("nutrition_analyses", {
  key: text("key").primaryKey(),
  servings: integer("servings").notNull(),
  result: jsonb("result").$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type NutritionAnalysisRow = typeof nutritionAnalysesTable.$inferSelect;
