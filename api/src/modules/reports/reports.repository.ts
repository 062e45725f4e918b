import type { ReportReason } from "@chefzap/shared";
import type { Db } from "../../db/client.ts";
import { reportsTable } from "../../db/schema/index.ts";

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
  };
}
