import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { recipesTable, type NewRecipeRow, type RecipeRow } from "../../db/schema/index.ts";

export function createRecipesRepository(db: Db) {
  return {
    async insert(values: NewRecipeRow): Promise<RecipeRow> {
      const [row] = await db.insert(recipesTable).values(values).returning();
      return row!;
    },
    async findById(id: string): Promise<RecipeRow | undefined> {
      const [row] = await db.select().from(recipesTable).where(eq(recipesTable.id, id));
      return row;
    },
    /** Writes a new version over the recipe; the increment happens in the UPDATE, so none is lost. */
    async writeNextVersion(id: string, values: Partial<NewRecipeRow>): Promise<RecipeRow | undefined> {
      const [row] = await db
        .update(recipesTable)
        .set({ ...values, version: sql`${recipesTable.version} + 1` })
        .where(eq(recipesTable.id, id))
        .returning();
      return row;
    },
    async listByUser(userId: string): Promise<RecipeRow[]> {
      return db
        .select()
        .from(recipesTable)
        .where(eq(recipesTable.userId, userId))
        .orderBy(desc(recipesTable.createdAt), desc(recipesTable.id));
    },
  };
}

export type RecipesRepository = ReturnType<typeof createRecipesRepository>;
