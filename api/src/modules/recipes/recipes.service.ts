import { DomainError } from "@chefzap/shared";
import type { Db } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/errors.ts";
import type { NewRecipeRow, RecipeRow } from "../../db/schema/index.ts";
import { decodeCursor, encodeCursor } from "../../db/keyset.ts";
import { createRecipesRepository, newestKey } from "./recipes.repository.ts";

export interface MyRecipesPage {
  rows: RecipeRow[];
  /** The next page's cursor; absent on the last page or without a limit. */
  nextCursor?: string;
  /** Every match, across pages. */
  total: number;
}

const notFound = () => new DomainError("not_found", "Receita não encontrada.");

/** Recipes of every origin (generated now, written by people later): the only way to their table. */
export function createRecipesService({ db }: { db: Db }) {
  const repo = createRecipesRepository(db);
  return {
    async get(id: string): Promise<RecipeRow> {
      const row = await repo.findById(id);
      if (!row) throw notFound();
      return row;
    },

    /** A recipe its owner may change; anyone else gets forbidden. */
    async getOwned(id: string, userId: string): Promise<RecipeRow> {
      const row = await this.get(id);
      if (row.userId !== userId)
        throw new DomainError("forbidden", "Só quem criou a receita pode alterá-la.");
      return row;
    },

    listByUser: (userId: string) => repo.listByUser(userId),

    /** What search engines may list: published and not hidden, newest first, at most `limit`. */
    listIndexable: (limit: number) => repo.listIndexable(limit),

    /**
     * The dashboard's list: the owner's recipes of every origin and state, newest first, matching the
     * community's search; paged when a limit is given, all of them otherwise (the first client's call).
     */
    async searchMine(
      userId: string,
      query: { search?: string; limit?: number; cursor?: string },
    ): Promise<MyRecipesPage> {
      const after = query.cursor ? decodeCursor(query.cursor, "mine", newestKey) : undefined;
      const search = await repo.resolveSearch(query.search);
      const [page, total] = await Promise.all([
        repo.searchByUser(userId, { search, limit: query.limit, after }),
        repo.countByUser(userId, search),
      ]);
      return {
        rows: page.rows,
        nextCursor: page.next ? encodeCursor("mine", page.next) : undefined,
        total,
      };
    },

    /** "Publicar": one way, so publishing a published recipe changes nothing and is not an error. */
    async publish(id: string, userId: string): Promise<RecipeRow> {
      const row = await this.get(id);
      if (row.userId !== userId)
        throw new DomainError("forbidden", "Só quem criou a receita pode publicá-la.");
      return (await repo.publish(id)) ?? (await this.get(id));
    },

    /**
     * A job outlives its request's checks: the account (or the recipe modified) may be deleted while the
     * model writes. The insert then fails on its foreign key, and the job ends as "gone", not as a 500.
     */
    async save(values: NewRecipeRow): Promise<RecipeRow> {
      try {
        return await repo.insert(values);
      } catch (error) {
        if (isForeignKeyViolation(error, "recipes_user_id_users_id_fk"))
          throw new DomainError("unauthenticated");
        if (isForeignKeyViolation(error)) throw notFound();
        throw error;
      }
    },

    /** Writes a new version over the recipe; the database counts it, so parallel calls never collide. */
    async saveNextVersion(id: string, values: Partial<NewRecipeRow>): Promise<RecipeRow> {
      const row = await repo.writeNextVersion(id, values);
      if (!row) throw notFound();
      return row;
    },
  };
}

export type RecipesService = ReturnType<typeof createRecipesService>;
