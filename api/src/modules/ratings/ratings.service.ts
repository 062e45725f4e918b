import { DomainError, type MyRating, type RateRecipeAnswer } from "@chefzap/shared";
import type { Db } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/errors.ts";
import { decodeCursor, encodeCursor } from "../../db/keyset.ts";
import { averageRatingX10, type RecipesService } from "../recipes/index.ts";
import { commentKey, createRatingsRepository, type CommentRow } from "./ratings.repository.ts";

/**
 * Stars and comments. Any recipe a cook can open may be rated (a private one only by whoever has its
 * link), except their own. Sums are moved by the database, so the answer reads them back afterwards.
 */
export function createRatingsService({ db, recipes }: { db: Db; recipes: RecipesService }) {
  const repo = createRatingsRepository(db);
  return {
    async rate(
      userId: string,
      recipeId: string,
      body: { rating: number; comment?: string | null },
    ): Promise<RateRecipeAnswer> {
      const recipe = await recipes.get(recipeId);
      if (recipe.userId === userId) throw new DomainError("own_recipe_rating");
      let row;
      try {
        row = await repo.upsert({ recipeId, userId, rating: body.rating, comment: body.comment ?? null });
      } catch (error) {
        // The recipe (or the account) was deleted between the read and the vote.
        if (isForeignKeyViolation(error, "ratings_user_id_users_id_fk"))
          throw new DomainError("unauthenticated");
        if (isForeignKeyViolation(error)) throw new DomainError("not_found", "Receita não encontrada.");
        throw error;
      }
      const totals = await recipes.get(recipeId);
      return {
        rating: row.rating,
        comment: row.comment,
        averageRating: averageRatingX10(totals.ratingSum, totals.ratingCount),
        totalRatings: totals.ratingCount,
      };
    },

    async mine(userId: string, recipeId: string): Promise<MyRating> {
      await recipes.get(recipeId);
      const row = await repo.findMine(recipeId, userId);
      return row
        ? { rating: row.rating, comment: row.comment, updatedAt: row.updatedAt.toISOString() }
        : null;
    },

    async comments(
      recipeId: string,
      query: { limit: number; cursor?: string },
    ): Promise<{ rows: CommentRow[]; nextCursor?: string }> {
      await recipes.get(recipeId);
      const after = query.cursor ? decodeCursor(query.cursor, "comments", commentKey) : undefined;
      const page = await repo.comments(recipeId, query.limit, after);
      return { rows: page.rows, nextCursor: page.next && encodeCursor("comments", page.next) };
    },

    /** Every vote and comment the cook left, for the data export (LGPD). */
    async byUser(userId: string) {
      return (await repo.byUser(userId)).map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      }));
    },

    /** A comment by id, for reports; not_found when it is gone or has no text. */
    async getComment(id: string): Promise<{ id: string; recipeId: string }> {
      const row = await repo.findComment(id);
      if (!row) throw new DomainError("not_found", "Comentário não encontrado.");
      return row;
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
