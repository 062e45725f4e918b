import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessionsTable, usersTable, type UserRow } from "../../db/schema/index.ts";
import { userWithEffectivePlan } from "../entitlements/index.ts";
import type { StoredSession } from "./session-lifetime.ts";

export function createSessionsRepository(db: Db) {
  return {
    async insert(values: { id: string; userId: string; expiresAt: Date; userAgent: string | null }) {
      await db.insert(sessionsTable).values(values);
    },
    async findUser(id: string, now: Date) {
      const [row] = await db
        .select({
          user: userWithEffectivePlan(now),
          session: {
            createdAt: sessionsTable.createdAt,
            expiresAt: sessionsTable.expiresAt,
            lastSeenAt: sessionsTable.lastSeenAt,
          },
        })
        .from(sessionsTable)
        .innerJoin(usersTable, eq(usersTable.id, sessionsTable.userId))
        .where(and(eq(sessionsTable.id, id), gt(sessionsTable.expiresAt, now)));
      return row as { user: UserRow; session: StoredSession } | undefined;
    },
    async touch(id: string, values: { expiresAt: Date; lastSeenAt: Date }): Promise<void> {
      await db.update(sessionsTable).set(values).where(eq(sessionsTable.id, id));
    },
    async delete(id: string): Promise<void> {
      await db.delete(sessionsTable).where(eq(sessionsTable.id, id));
    },
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(sessionsTable).where(lt(sessionsTable.expiresAt, now));
    },
    async listForUser(userId: string) {
      return db
        .select({
          createdAt: sessionsTable.createdAt,
          expiresAt: sessionsTable.expiresAt,
          userAgent: sessionsTable.userAgent,
        })
        .from(sessionsTable)
        .where(eq(sessionsTable.userId, userId));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
