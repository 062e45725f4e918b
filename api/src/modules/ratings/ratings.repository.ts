import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { afterKey, keyOrder, keyText, type KeyPart, type Keyset } from "../../db/keyset.ts";
import { ratingsTable, recipesTable, usersTable, type RatingRow } from "../../db/schema/index.ts";

/** Comments newest first: the last time each was written, then the id. */
export const commentKey: readonly KeyPart[] = [
  { expr: ratingsTable.updatedAt, type: "timestamptz" },
  { expr: ratingsTable.id, type: "uuid" },
];

export interface CommentRow {
  id: string;
  rating: number;
  comment: string;
  updatedAt: Date;
  authorFirstName: string;
  authorLastName: string | null;
  authorId: string;
}

/** A cook's own vote, with the recipe it is about, for the data export. */
export interface OwnRatingRow {
  recipeId: string;
  recipeTitle: string;
  rating: number;
  comment: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export function createRatingsRepository(db: Db) {
  return {
    /**
     * One statement, so two votes of the same cook at once end as one row (the second updates it); the
     * trigger on ratings moves the recipe's sums in the same transaction.
     */
    async upsert(values: { recipeId: string; userId: string; rating: number; comment: string | null }) {
      const [row] = await db
        .insert(ratingsTable)
        .values(values)
        .onConflictDoUpdate({
          target: [ratingsTable.recipeId, ratingsTable.userId],
          set: { rating: sql`excluded.rating`, comment: sql`excluded.comment`, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },

    async findMine(recipeId: string, userId: string): Promise<RatingRow | undefined> {
      const [row] = await db
        .select()
        .from(ratingsTable)
        .where(and(eq(ratingsTable.recipeId, recipeId), eq(ratingsTable.userId, userId)));
      return row;
    },

    async findComment(id: string): Promise<{ id: string; recipeId: string } | undefined> {
      const [row] = await db
        .select({ id: ratingsTable.id, recipeId: ratingsTable.recipeId })
        .from(ratingsTable)
        .where(and(eq(ratingsTable.id, id), isNotNull(ratingsTable.comment)));
      return row;
    },

    /** A page of the recipe's comments with their authors' names (never their e-mails). */
    async comments(
      recipeId: string,
      limit: number,
      after?: Keyset,
    ): Promise<{ rows: CommentRow[]; next?: Keyset }> {
      const found = await db
        .select({
          id: ratingsTable.id,
          rating: ratingsTable.rating,
          comment: sql<string>`${ratingsTable.comment}`,
          updatedAt: ratingsTable.updatedAt,
          authorFirstName: usersTable.firstName,
          authorLastName: usersTable.lastName,
          authorId: usersTable.id,
          key: sql<Keyset>`array[${sql.join(commentKey.map(keyText), sql`, `)}]`,
        })
        .from(ratingsTable)
        .innerJoin(usersTable, eq(usersTable.id, ratingsTable.userId))
        .where(
          and(
            eq(ratingsTable.recipeId, recipeId),
            isNotNull(ratingsTable.comment),
            // Hidden by an admin after reports; the vote itself still counts in the average.
            isNull(ratingsTable.hiddenAt),
            after ? afterKey(commentKey, after, "desc") : undefined,
          ),
        )
        .orderBy(...keyOrder(commentKey, "desc"))
        .limit(limit + 1);
      const more = found.length > limit;
      const rows = more ? found.slice(0, limit) : found;
      return { rows: rows.map(({ key: _key, ...row }) => row), next: more ? rows.at(-1)!.key : undefined };
    },

    async byUser(userId: string): Promise<OwnRatingRow[]> {
      return db
        .select({
          recipeId: ratingsTable.recipeId,
          recipeTitle: recipesTable.title,
          rating: ratingsTable.rating,
          comment: ratingsTable.comment,
          createdAt: ratingsTable.createdAt,
          updatedAt: ratingsTable.updatedAt,
        })
        .from(ratingsTable)
        .innerJoin(recipesTable, eq(recipesTable.id, ratingsTable.recipeId))
        .where(eq(ratingsTable.userId, userId))
        .orderBy(desc(ratingsTable.createdAt), desc(ratingsTable.id));
    },
  };
}
