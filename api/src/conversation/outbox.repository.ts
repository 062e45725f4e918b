import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { conversationsTable, outboxTable } from "../db/schema/index.ts";

/** Replies waiting for their channel; a claimed row is hidden from other instances while it is sent. */
export function createOutboxRepository(db: Db) {
  return {
    async claimDue(limit: number, holdMs: number) {
      const due = db
        .select({ id: outboxTable.id })
        .from(outboxTable)
        .where(and(eq(outboxTable.status, "pending"), lte(outboxTable.nextAttemptAt, new Date())))
        .orderBy(asc(outboxTable.createdAt))
        .limit(limit)
        .for("update", { skipLocked: true });
      const claimed = await db
        .update(outboxTable)
        .set({ nextAttemptAt: new Date(Date.now() + holdMs), attempts: sql`${outboxTable.attempts} + 1` })
        .where(inArray(outboxTable.id, due))
        .returning();
      if (claimed.length === 0) return [];
      const conversations = await db
        .select()
        .from(conversationsTable)
        .where(inArray(conversationsTable.id, [...new Set(claimed.map((r) => r.conversationId))]));
      const byId = new Map(conversations.map((c) => [c.id, c]));
      return claimed
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map((row) => ({ row, conversation: byId.get(row.conversationId)! }));
    },

    async markSent(id: string): Promise<void> {
      await db.update(outboxTable).set({ status: "sent", sentAt: new Date() }).where(eq(outboxTable.id, id));
    },

    async markFailed(id: string, error: string, retryAt: Date | undefined): Promise<void> {
      await db
        .update(outboxTable)
        .set(
          retryAt
            ? { lastError: error.slice(0, 500), nextAttemptAt: retryAt }
            : { lastError: error.slice(0, 500), status: "failed" },
        )
        .where(eq(outboxTable.id, id));
    },

    async queue(conversationId: string, replies: unknown[]): Promise<void> {
      await db.insert(outboxTable).values({ conversationId, replies });
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
