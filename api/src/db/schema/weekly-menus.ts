import { sql } from "drizzle-orm";
import { check, date, index, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { usersTable } from "./users.ts";

/**
 * A planned week (spec part 2 §3 "Weekly menu"). The plan keeps every computed number (foods, grams,
 * kcal and macros per meal and day, what was relaxed), so the menu reads the same after the catalogue or
 * the rules change; the shopping list is its own column because ticks update one element of it in SQL.
 */
export const weeklyMenusTable = pgTable(
  "weekly_menus",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    weekStart: date("week_start", { mode: "string" }).notNull(),
    mealsPerDay: smallint("meals_per_day").notNull(),
    /** Energy and macro targets, the WeekPlan, and the pt-BR notes on how the form was applied. */
    plan: jsonb("plan").$type<unknown>().notNull(),
    /** MenuShoppingGroup[], each item with its `checked` flag. */
    shoppingList: jsonb("shopping_list").$type<unknown>().notNull(),
    /** The form as it was when the week was planned. */
    form: jsonb("form").$type<unknown>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("weekly_menus_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The admin's list of every menu, newest first.
    index("weekly_menus_created_idx").on(t.createdAt, t.id),
    check("weekly_menus_meals_per_day_check", sql`${t.mealsPerDay} between 3 and 6`),
    check("weekly_menus_shopping_list_check", sql`jsonb_typeof(${t.shoppingList}) = 'array'`),
  ],
);

export type WeeklyMenuRow = typeof weeklyMenusTable.$inferSelect;
export type NewWeeklyMenuRow = typeof weeklyMenusTable.$inferInsert;
