import { and, desc, eq, getTableColumns, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { recipesTable, type NewRecipeRow, type RecipeRow } from "../../db/schema/index.ts";
import { createSearchResolver, recipeSearchMatch, type ResolvedSearch } from "../../db/recipe-search.ts";
import { afterKey, keyOrder, keyText, type KeyPart, type Keyset } from "../../db/keyset.ts";

const {
  ratingAverage: _a,
  ratingScore: _s,
  searchVector: _v,
  ...recipeColumns
} = getTableColumns(recipesTable);
/** Every stored column but the derived ones (sort keys and the search vector, which no service reads). */
export { recipeColumns };

export interface UserRecipesPage {
  search?: ResolvedSearch;
  /** Absent: every match. */
  limit?: number;
  after?: Keyset;
}

/** The dashboard's order, newest first, as a keyset. */
export const newestKey: readonly KeyPart[] = [
  { expr: recipesTable.createdAt, type: "timestamptz" },
  { expr: recipesTable.id, type: "uuid" },
];

export function createRecipesRepository(db: Db) {
  const newestFirst = [desc(recipesTable.createdAt), desc(recipesTable.id)];
  return {
    resolveSearch: createSearchResolver(db),
    async insert(values: NewRecipeRow): Promise<RecipeRow> {
      const [row] = await db.insert(recipesTable).values(values).returning(recipeColumns);
      return row!;
    },
    async findById(id: string): Promise<RecipeRow | undefined> {
      const [row] = await db.select(recipeColumns).from(recipesTable).where(eq(recipesTable.id, id));
      return row;
    },
    /** Writes a new version over the recipe; the increment happens in the UPDATE, so none is lost. */
    async writeNextVersion(id: string, values: Partial<NewRecipeRow>): Promise<RecipeRow | undefined> {
      const [row] = await db
        .update(recipesTable)
        .set({ ...values, version: sql`${recipesTable.version} + 1` })
        .where(eq(recipesTable.id, id))
        .returning(recipeColumns);
      return row;
    },
    async listByUser(userId: string): Promise<RecipeRow[]> {
      return db
        .select(recipeColumns)
        .from(recipesTable)
        .where(eq(recipesTable.userId, userId))
        .orderBy(...newestFirst);
    },
    /**
     * The owner's recipes matching the search, newest first, after a keyset when paging; one row more
     * than the limit is read to know whether a next page exists, and its key is that page's start.
     */
    async searchByUser(userId: string, page: UserRecipesPage): Promise<{ rows: RecipeRow[]; next?: Keyset }> {
      const query = db
        .select({ ...recipeColumns, key: sql<Keyset>`array[${sql.join(newestKey.map(keyText), sql`, `)}]` })
        .from(recipesTable)
        .where(
          and(
            eq(recipesTable.userId, userId),
            recipeSearchMatch(page.search),
            page.after ? afterKey(newestKey, page.after, "desc") : undefined,
          ),
        )
        .orderBy(...keyOrder(newestKey, "desc"));
      const found = await (page.limit ? query.limit(page.limit + 1) : query);
      const more = page.limit !== undefined && found.length > page.limit;
      const rows = more ? found.slice(0, page.limit) : found;
      return {
        rows: rows.map(({ key: _key, ...row }) => row),
        next: more ? rows.at(-1)!.key : undefined,
      };
    },
    async countByUser(userId: string, search: ResolvedSearch | undefined): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(recipesTable)
        .where(and(eq(recipesTable.userId, userId), recipeSearchMatch(search)));
      return row!.count;
    },
    /**
     * Published recipes the community shows (not hidden by moderation), newest first, for the
     * sitemap; the order walks the published-recent index, so the limit stops the scan early.
     */
    async listIndexable(limit: number): Promise<Array<{ id: string; publishedAt: Date }>> {
      const rows = await db
        .select({ id: recipesTable.id, publishedAt: recipesTable.publishedAt })
        .from(recipesTable)
        .where(and(isNotNull(recipesTable.publishedAt), isNull(recipesTable.hiddenAt)))
        .orderBy(...newestFirst)
        .limit(limit);
      return rows.map((row) => ({ id: row.id, publishedAt: row.publishedAt! }));
    },
    /** Sets the publish time once; a published recipe keeps its first one. */
    async publish(id: string): Promise<RecipeRow | undefined> {
      const [row] = await db
        .update(recipesTable)
        .set({ publishedAt: sql`now()` })
        .where(and(eq(recipesTable.id, id), isNull(recipesTable.publishedAt)))
        .returning(recipeColumns);
      return row;
    },
  };
}

export type RecipesRepository = ReturnType<typeof createRecipesRepository>;
