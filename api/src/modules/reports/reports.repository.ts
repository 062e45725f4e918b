import type { ReportReason } from "@chefzap/shared";
import type { Db } from "../../db/client.ts";
import { desc, eq } from "drizzle-orm";
import { recipesTable, reportsTable } from "../../db/schema/index.ts";

export function createReportsRepository(db: Db) {
  return {
    /** A cook's second report of the same thing meets a unique index and changes nothing. */
    async add(values: {
      reporterId: string;
      recipeId: string;
      ratingId: string | null;
      reason: ReportReason;
      details: string | null;
    }): Promise<void> {
      await db.insert(reportsTable).values(values).onConflictDoNothing();
    },

    /** What the cook reported: the recipe, the comment's id (its text is its author's), why. */
    async byReporter(reporterId: string) {
      return db
        .select({
          recipeId: reportsTable.recipeId,
          recipeTitle: recipesTable.title,
          commentId: reportsTable.ratingId,
          reason: reportsTable.reason,
          details: reportsTable.details,
          createdAt: reportsTable.createdAt,
        })
        .from(reportsTable)
        .innerJoin(recipesTable, eq(recipesTable.id, reportsTable.recipeId))
        .where(eq(reportsTable.reporterId, reporterId))
        .orderBy(desc(reportsTable.createdAt), desc(reportsTable.id));
    },
  };
}
