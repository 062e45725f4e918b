import type { AuthKeyRow } from "@chefzap/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { whatsappAuthKeysTable as keys } from "../../db/schema/index.ts";

export function createAuthKeysRepository(db: Db) {
  return {
    async get(account: string, type: string, ids: readonly string[]): Promise<Record<string, string>> {
      if (ids.length === 0) return {};
      const rows = await db
        .select({ id: keys.id, value: keys.value })
        .from(keys)
        .where(and(eq(keys.account, account), eq(keys.type, type), inArray(keys.id, [...ids])));
      return Object.fromEntries(rows.map((r) => [r.id, r.value]));
    },

    /** All or nothing: Baileys writes a session's keys together, and half of them breaks decryption. */
    async set(account: string, rows: readonly AuthKeyRow[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const row of rows) {
          if (row.value === null) {
            await tx
              .delete(keys)
              .where(and(eq(keys.account, account), eq(keys.type, row.type), eq(keys.id, row.id)));
          } else {
            await tx
              .insert(keys)
              .values({ account, type: row.type, id: row.id, value: row.value })
              .onConflictDoUpdate({
                target: [keys.account, keys.type, keys.id],
                set: { value: row.value, updatedAt: sql`now()` },
              });
          }
        }
      });
    },

    async clear(account: string): Promise<void> {
      await db.delete(keys).where(eq(keys.account, account));
    },
  };
}
