import { relations } from "drizzle-orm";
import { nutritionProfilesTable } from "./nutrition-profiles.ts";
import { paymentsTable } from "./payments.ts";
import { planGrantsTable } from "./plan-grants.ts";
import { ratingsTable } from "./ratings.ts";
import { recipesTable } from "./recipes.ts";
import { reportsTable } from "./reports.ts";
import { sessionsTable } from "./sessions.ts";
import { subscriptionsTable } from "./subscriptions.ts";
import { usersTable } from "./users.ts";
import { weeklyMenusTable } from "./weekly-menus.ts";

// Kept in one file: each side of a relation names the other table, and one place avoids import cycles.
export const usersRelations = relations(usersTable, ({ many, one }) => ({
  sessions: many(sessionsTable),
  recipes: many(recipesTable),
  ratings: many(ratingsTable),
  nutritionProfile: one(nutritionProfilesTable),
  weeklyMenus: many(weeklyMenusTable),
  subscriptions: many(subscriptionsTable),
  payments: many(paymentsTable),
  planGrants: many(planGrantsTable),
}));

export const subscriptionsRelations = relations(subscriptionsTable, ({ one, many }) => ({
  user: one(usersTable, { fields: [subscriptionsTable.userId], references: [usersTable.id] }),
  payments: many(paymentsTable),
}));

export const paymentsRelations = relations(paymentsTable, ({ one }) => ({
  user: one(usersTable, { fields: [paymentsTable.userId], references: [usersTable.id] }),
  subscription: one(subscriptionsTable, {
    fields: [paymentsTable.subscriptionId],
    references: [subscriptionsTable.id],
  }),
}));

export const planGrantsRelations = relations(planGrantsTable, ({ one }) => ({
  user: one(usersTable, { fields: [planGrantsTable.userId], references: [usersTable.id] }),
}));

export const weeklyMenusRelations = relations(weeklyMenusTable, ({ one }) => ({
  user: one(usersTable, { fields: [weeklyMenusTable.userId], references: [usersTable.id] }),
}));

export const nutritionProfilesRelations = relations(nutritionProfilesTable, ({ one }) => ({
  user: one(usersTable, { fields: [nutritionProfilesTable.userId], references: [usersTable.id] }),
}));

export const sessionsRelations = relations(sessionsTable, ({ one }) => ({
  user: one(usersTable, { fields: [sessionsTable.userId], references: [usersTable.id] }),
}));

export const recipesRelations = relations(recipesTable, ({ one, many }) => ({
  user: one(usersTable, { fields: [recipesTable.userId], references: [usersTable.id] }),
  parent: one(recipesTable, { fields: [recipesTable.parentId], references: [recipesTable.id] }),
  ratings: many(ratingsTable),
}));

export const ratingsRelations = relations(ratingsTable, ({ one }) => ({
  recipe: one(recipesTable, { fields: [ratingsTable.recipeId], references: [recipesTable.id] }),
  user: one(usersTable, { fields: [ratingsTable.userId], references: [usersTable.id] }),
}));

export const reportsRelations = relations(reportsTable, ({ one }) => ({
  reporter: one(usersTable, { fields: [reportsTable.reporterId], references: [usersTable.id] }),
  recipe: one(recipesTable, { fields: [reportsTable.recipeId], references: [recipesTable.id] }),
  comment: one(ratingsTable, { fields: [reportsTable.ratingId], references: [ratingsTable.id] }),
}));
