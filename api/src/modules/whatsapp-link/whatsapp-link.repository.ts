import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { whatsappLinkCodesTable, whatsappLinksTable } from "../../db/schema/index.ts";

export function createWhatsappLinkRepository(db: Db) {
  return {
    /** Replaces the user's live code; false when another user's live code has the same hash. */
    async saveCode(userId: string, codeHash: string, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .insert(whatsappLinkCodesTable)
        .values({ userId, codeHash, expiresAt })
        .onConflictDoUpdate({ target: whatsappLinkCodesTable.userId, set: { codeHash, expiresAt } })
        .returning({ userId: whatsappLinkCodesTable.userId })
        .catch((error: unknown) => {
          if (isUniqueViolation(error, "whatsapp_link_codes_code_hash_key")) return [];
          throw error;
        });
      return rows.length > 0;
    },

    /** Deletes and returns the owner of a live code, so a code links one number once. */
    async takeCode(codeHash: string): Promise<string | undefined> {
      const [row] = await db
        .delete(whatsappLinkCodesTable)
        .where(
          and(
            eq(whatsappLinkCodesTable.codeHash, codeHash),
            gt(whatsappLinkCodesTable.expiresAt, new Date()),
          ),
        )
        .returning({ userId: whatsappLinkCodesTable.userId });
      return row?.userId;
    },

    /** A number belongs to one account: linking it again moves it. */
    async link(userId: string, phone: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(whatsappLinksTable).where(eq(whatsappLinksTable.phone, phone));
        await tx
          .insert(whatsappLinksTable)
          .values({ userId, phone })
          .onConflictDoUpdate({ target: whatsappLinksTable.userId, set: { phone, linkedAt: new Date() } });
      });
    },

    async unlink(userId: string): Promise<void> {
      await db.delete(whatsappLinksTable).where(eq(whatsappLinksTable.userId, userId));
    },

    async linkOf(userId: string) {
      const [row] = await db.select().from(whatsappLinksTable).where(eq(whatsappLinksTable.userId, userId));
      return row;
    },
  };
}
