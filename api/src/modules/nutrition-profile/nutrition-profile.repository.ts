import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  nutritionProfilesTable,
  usersTable,
  type NewNutritionProfileRow,
  type NutritionProfileRow,
} from "../../db/schema/index.ts";

/** The profile row (null before the first save) and the user's declared allergies, read together. */
export interface StoredProfile {
  row: NutritionProfileRow | null;
  allergies: string[];
}

export type ProfileValues = Omit<NewNutritionProfileRow, "userId" | "createdAt" | "updatedAt">;

/** What a save writes: every profile column, and the allergies when the request named them. */
export interface ProfileChange {
  values: ProfileValues;
  allergies?: string[];
}

export function createNutritionProfileRepository(db: Db) {
  return {
    /** Undefined when the account is gone. */
    async find(userId: string): Promise<StoredProfile | undefined> {
      const [found] = await db
        .select({ allergies: usersTable.allergies, row: nutritionProfilesTable })
        .from(usersTable)
        .leftJoin(nutritionProfilesTable, eq(nutritionProfilesTable.userId, usersTable.id))
        .where(eq(usersTable.id, userId));
      return found && { row: found.row, allergies: found.allergies };
    },

    /**
     * Reads, lets `change` merge (it may throw to refuse), and writes, under a lock on the user's row:
     * two saves at once (the profile tab and the preferences tab) apply one after the other, so neither
     * undoes the fields the other changed. Undefined when the account is gone.
     */
    async update(
      userId: string,
      change: (current: StoredProfile) => ProfileChange,
    ): Promise<StoredProfile | undefined> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ allergies: usersTable.allergies })
          .from(usersTable)
          .where(eq(usersTable.id, userId))
          .for("update");
        if (!user) return undefined;
        const [current] = await tx
          .select()
          .from(nutritionProfilesTable)
          .where(eq(nutritionProfilesTable.userId, userId));
        const next = change({ row: current ?? null, allergies: user.allergies });
        if (next.allergies)
          await tx.update(usersTable).set({ allergies: next.allergies }).where(eq(usersTable.id, userId));
        const [row] = await tx
          .insert(nutritionProfilesTable)
          .values({ userId, ...next.values })
          .onConflictDoUpdate({
            target: nutritionProfilesTable.userId,
            set: { ...next.values, updatedAt: sql`now()` },
          })
          .returning();
        return { row: row!, allergies: next.allergies ?? user.allergies };
      });
    },
  };
}
