import { and, eq, gt, isNull, lt, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { passwordResetTokensTable, sessionsTable, usersTable } from "../../db/schema/index.ts";

const t = passwordResetTokensTable;

/** Reset tokens and password changes; a new password and the end of sessions commit together. */
export function createCredentialsRepository(db: Db) {
  const live = (id: string, now: Date) => and(eq(t.id, id), isNull(t.usedAt), gt(t.expiresAt, now));

  return {
    /** The account's earlier tokens die with this one; expired ones of anybody are swept on the way. */
    async issueResetToken(values: { id: string; userId: string; expiresAt: Date }, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(t).where(or(eq(t.userId, values.userId), lt(t.expiresAt, now)));
        await tx.insert(t).values(values);
      });
    },

    async isResetTokenLive(id: string, now: Date): Promise<boolean> {
      const rows = await db.select({ id: t.id }).from(t).where(live(id, now));
      return rows.length > 0;
    },

    /**
     * Spends the token, sets the password and ends every session of the account, or does nothing and
     * answers undefined when the token is unknown, used or expired (also when two requests race).
     */
    async resetWithToken(id: string, passwordHash: string, now: Date): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [spent] = await tx
          .update(t)
          .set({ usedAt: now })
          .where(live(id, now))
          .returning({ userId: t.userId });
        if (!spent) return undefined;
        await tx.update(usersTable).set({ passwordHash }).where(eq(usersTable.id, spent.userId));
        await tx.delete(sessionsTable).where(eq(sessionsTable.userId, spent.userId));
        await tx.delete(t).where(and(eq(t.userId, spent.userId), isNull(t.usedAt)));
        return spent.userId;
      });
    },

    /** Sets the password and ends the account's sessions other than `keepSessionId`. */
    async changePassword(userId: string, passwordHash: string, keepSessionId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(usersTable).set({ passwordHash }).where(eq(usersTable.id, userId));
        await tx
          .delete(sessionsTable)
          .where(and(eq(sessionsTable.userId, userId), ne(sessionsTable.id, keepSessionId)));
        // A link asked for before the change would otherwise still replace the new password.
        await tx.delete(t).where(eq(t.userId, userId));
      });
    },
  };
}

export type CredentialsRepository = ReturnType<typeof createCredentialsRepository>;
