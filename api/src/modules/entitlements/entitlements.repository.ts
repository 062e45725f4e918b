import { and, eq, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { usersTable } from "../../db/schema/index.ts";
import { effectivePlan } from "./effective-plan.ts";

export function createEntitlementsRepository(db: Db, now: () => Date) {
  return {
    /**
     * Takes one free recipe in a single statement, so two tabs generating at once cannot both pass a
     * quota check. Premium users are never counted. False when the free quota is used up.
     */
    async reserveRecipe(userId: string, quota: number): Promise<boolean> {
      const plan = effectivePlan(now());
      const rows = await db
        .update(usersTable)
        .set({
          freeRecipesUsed: sql`case when ${plan} = 'premium' then ${usersTable.freeRecipesUsed} else ${usersTable.freeRecipesUsed} + 1 end`,
        })
        .where(and(eq(usersTable.id, userId), or(eq(plan, "premium"), lt(usersTable.freeRecipesUsed, quota))))
        .returning({ id: usersTable.id });
      return rows.length > 0;
    },
    async releaseRecipe(userId: string): Promise<void> {
      await db
        .update(usersTable)
        .set({ freeRecipesUsed: sql`greatest(${usersTable.freeRecipesUsed} - 1, 0)` })
        .where(and(eq(usersTable.id, userId), eq(effectivePlan(now()), "free")));
    },
  };
}
