import type { MailStatus } from "@chefzap/shared";
import { and, asc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { afterKey, keyOrder, keyText, type KeyPart, type Keyset } from "../../db/keyset.ts";
import { mailOutboxTable, type MailOutboxRow, type NewMailOutboxRow } from "../../db/schema/index.ts";

const m = mailOutboxTable;

/** Newest first; the id breaks ties between messages written in the same microsecond. */
export const outboxKey: KeyPart[] = [
  { expr: m.createdAt, type: "timestamptz" },
  { expr: m.id, type: "uuid" },
];

export function createMailRepository(db: Db) {
  return {
    async insert(values: NewMailOutboxRow): Promise<MailOutboxRow> {
      const [row] = await db.insert(m).values(values).returning();
      return row!;
    },

    /**
     * Takes up to `limit` queued messages that are due and pushes them `holdMs` ahead, so another api
     * instance skips them while this one sends; a sender that dies leaves them due again after that.
     */
    async claimDue(limit: number, holdMs: number): Promise<MailOutboxRow[]> {
      const due = db
        .select({ id: m.id })
        .from(m)
        // The database's clock, as the insert's default: a message written in this very millisecond
        // (stored to the microsecond) would not yet be due by the process's millisecond clock.
        .where(and(eq(m.status, "queued"), lte(m.nextAttemptAt, sql`now()`)))
        .orderBy(asc(m.nextAttemptAt))
        .limit(limit)
        .for("update", { skipLocked: true });
      const claimed = await db
        .update(m)
        .set({ nextAttemptAt: new Date(Date.now() + holdMs), attempts: sql`${m.attempts} + 1` })
        .where(inArray(m.id, due))
        .returning();
      return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },

    async markSent(id: string): Promise<void> {
      await db.update(m).set({ status: "sent", sentAt: new Date(), error: null }).where(eq(m.id, id));
    },

    /** Records the failure; with `retryAt` the message waits for another try, without it it is given up. */
    async markFailed(id: string, error: string, retryAt: Date | undefined): Promise<void> {
      await db
        .update(m)
        .set(retryAt ? { error, nextAttemptAt: retryAt } : { error, status: "failed" })
        .where(eq(m.id, id));
    },

    /** Removes messages delivered more than `days` ago, by the database's clock; answers how many. */
    async pruneSent(days: number): Promise<number> {
      const removed = await db
        .delete(m)
        .where(and(eq(m.status, "sent"), lt(m.sentAt, sql`now() - make_interval(days => ${days})`)))
        .returning({ id: m.id });
      return removed.length;
    },

    /** One account's messages, oldest first, for its data export. */
    ofUser(userId: string): Promise<MailOutboxRow[]> {
      return db.select().from(m).where(eq(m.userId, userId)).orderBy(asc(m.createdAt), asc(m.id));
    },

    async page(options: { status?: MailStatus; limit: number; after?: Keyset }) {
      const rows = await db
        .select({ row: m, key: sql<Keyset>`array[${sql.join(outboxKey.map(keyText), sql`, `)}]` })
        .from(m)
        .where(
          and(
            options.status ? eq(m.status, options.status) : undefined,
            options.after ? afterKey(outboxKey, options.after, "desc") : undefined,
          ),
        )
        .orderBy(...keyOrder(outboxKey, "desc"))
        .limit(options.limit + 1);
      const more = rows.length > options.limit;
      const shown = rows.slice(0, options.limit);
      return { rows: shown.map((r) => r.row), next: more ? shown.at(-1)!.key : undefined };
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
