import { DomainError, type ReportBody } from "@chefzap/shared";
import type { Db } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/errors.ts";
import type { RatingsService } from "../ratings/index.ts";
import type { RecipesService } from "../recipes/index.ts";
import { createReportsRepository } from "./reports.repository.ts";

/** Reports for the admin panel: a recipe, or one comment under it. Reporting twice is not an error. */
export function createReportsService(deps: { db: Db; recipes: RecipesService; ratings: RatingsService }) {
  const repo = createReportsRepository(deps.db);
  return {
    async report(reporterId: string, body: ReportBody): Promise<void> {
      await deps.recipes.get(body.recipeId);
      if (body.commentId) {
        const comment = await deps.ratings.getComment(body.commentId);
        if (comment.recipeId !== body.recipeId)
          throw new DomainError("not_found", "Comentário não encontrado.");
      }
      try {
        await repo.add({
          reporterId,
          recipeId: body.recipeId,
          ratingId: body.commentId ?? null,
          reason: body.reason,
          details: body.details ?? null,
        });
      } catch (error) {
        // What was reported was deleted in the meantime: nothing is left to moderate.
        if (isForeignKeyViolation(error, "reports_reporter_id_users_id_fk"))
          throw new DomainError("unauthenticated");
        if (isForeignKeyViolation(error)) throw new DomainError("not_found");
        throw error;
      }
    },

    /** The cook's own reports, for the data export (LGPD). */
    async byReporter(reporterId: string) {
      return (await repo.byReporter(reporterId)).map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
