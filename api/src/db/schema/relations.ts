import { relations } from "drizzle-orm";
import { recipesTable } from "./recipes.ts";
import { sessionsTable } from "./sessions.ts";
import { usersTable } from "./users.ts";

// Kept in one file: each side of a relation names the other table, and one place avoids import cycles.
export const usersRelations = relations(usersTable, ({ many }) => ({
  sessions: many(sessionsTable),
  recipes: many(recipesTable),
}));

export const sessionsRelations = relations(sessionsTable, ({ one }) => ({
  user: one(usersTable, { fields: [sessionsTable.userId], references: [usersTable.id] }),
}));

export const recipesRelations = relations(recipesTable, ({ one }) => ({
  user: one(usersTable, { fields: [recipesTable.userId], references: [usersTable.id] }),
  parent: one(recipesTable, { fields: [recipesTable.parentId], references: [recipesTable.id] }),
}));
