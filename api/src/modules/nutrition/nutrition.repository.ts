import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { nutritionAnalysesTable, usersTable } from "../../db/schema/index.ts";

export function createNutritionRepository(db: Db) {
  return {
    async findAnalysis(key: string): Promise<unknown> {
      const [row] = await db
        .select({ result: nutritionAnalysesTable.result })
        .from(nutritionAnalysesTable)
        .where(eq(nutritionAnalysesTable.key, key));
      return row?.result;
    },
    /** Two instances may compute the same analysis at once; the first one written stays. */
    async saveAnalysis(key: string, servings: number, result: Record<string, unknown>): Promise<void> {
      await db.insert(nutritionAnalysesTable).values({ key, servings, result }).onConflictDoNothing();
    },
    async findAllergies(userId: string): Promise<string[] | undefined> {
      const [row] = await db
        .select({ allergies: usersTable.allergies })
        .from(usersTable)
        .where(eq(usersTable.id, userId));
      return row?.allergies;
    },
    async setAllergies(userId: string, allergies: string[]): Promise<string[] | undefined> {
      const [row] = await db
        .update(usersTable)
        .set({ allergies })
        .where(eq(usersTable.id, userId))
        .returning({ allergies: usersTable.allergies });
      return row?.allergies;
    },
  };
}

export type NutritionRepository = ReturnType<typeof createNutritionRepository>;
