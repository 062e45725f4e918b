import { and, asc, desc, eq, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Reply } from "@chefzap/shared";
import type { Db } from "../db/client.ts";
import { isForeignKeyViolation } from "../db/errors.ts";
import {
  conversationsTable,
  inboundMessagesTable,
  outboxTable,
  usersTable,
  whatsappLinksTable,
} from "../db/schema/index.ts";
import { userWithEffectivePlan } from "../modules/entitlements/index.ts";

/** How long a reply waits for its turn's own send before the outbox's retries may take it. */
const DIRECT_DELIVERY_HOLD_MS = 60_000;

/** One line of a conversation as a chat page shows it again. */
export type HistoryItem =
  | { id: string; role: "user"; text: string; photo: boolean; at: Date }
  | { id: string; role: "assistant"; replies: Reply[]; at: Date };

export interface StoredInbound {
  channel: "whatsapp" | "web";
  account: string;
  conversationKey: string;
  messageId: string;
  senderPhone?: string | undefined;
  text: string;
  transcribed: boolean;
  /** A photo keeps its bytes until its turn; a voice note is only remembered as one. */
  media?: { kind: "image"; mimeType: string; data: Uint8Array } | { kind: "audio" } | undefined;
  receivedAt: Date;
}

/** What both the database and a WITH clause insert with. */
type Inserter = Pick<Db, "insert">;

/** The message's row, unless its id is already stored (a re-delivery). */
async function insertInbound(db: Inserter, conversationId: SQL | string, message: StoredInbound) {
  const [inbound] = await db
    .insert(inboundMessagesTable)
    .values({
      conversationId,
      channel: message.channel,
      account: message.account,
      messageId: message.messageId,
      senderPhone: message.senderPhone ?? null,
      text: message.text,
      transcribed: message.transcribed,
      mediaKind: message.media?.kind ?? null,
      mediaType: message.media?.kind === "image" ? message.media.mimeType : null,
      media: message.media?.kind === "image" ? message.media.data : null,
      receivedAt: message.receivedAt,
    })
    .onConflictDoNothing()
    .returning({ inboundId: inboundMessagesTable.id, conversationId: inboundMessagesTable.conversationId });
  return inbound;
}

const UUID = "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$";

/** The conversation engine's only SQL: messages in, turns serialised by a lease, replies out. */
export function createConversationRepository(db: Db, now: () => Date = () => new Date()) {
  return {
    /**
     * Stores a message before anything acts on it; undefined when this message id was seen before.
     * With the id of its conversation known from an earlier message this is one insert; an unknown or
     * deleted conversation is created (or found) with it in one transaction.
     */
    async storeInbound(message: StoredInbound, knownConversationId?: string) {
      if (knownConversationId) {
        try {
          return await insertInbound(db, knownConversationId, message);
        } catch (error) {
          // Deleted with its account since: made again below, as for a first message.
          if (!isForeignKeyViolation(error)) throw error;
        }
      }
      // A first message makes its conversation in the same statement: one round trip, all or nothing.
      const conversation = db.$with("conversation").as(
        db
          .insert(conversationsTable)
          .values({ channel: message.channel, account: message.account, key: message.conversationKey })
          .onConflictDoUpdate({
            target: [conversationsTable.channel, conversationsTable.account, conversationsTable.key],
            set: { updatedAt: sql`now()` },
          })
          .returning({ id: conversationsTable.id }),
      );
      return insertInbound(
        db.with(conversation),
        sql`(select ${conversation.id} from ${conversation})`,
        message,
      );
    },

    /** True when this message id was stored before (a re-delivery). */
    async seen(channel: "whatsapp" | "web", account: string, messageId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: inboundMessagesTable.id })
        .from(inboundMessagesTable)
        .where(
          and(
            eq(inboundMessagesTable.channel, channel),
            eq(inboundMessagesTable.account, account),
            eq(inboundMessagesTable.messageId, messageId),
          ),
        );
      return row !== undefined;
    },

    /**
     * Takes (or, for its owner, renews) the conversation's lease unless another turn holds a live one,
     * and reads in the same statement its oldest waiting message and the account it speaks for (the
     * web chat's signed-in user, or the one a WhatsApp number is linked to; null when none); undefined
     * when not taken.
     */
    async claimNext(conversationId: string, owner: string, leaseMs: number) {
      const claimed = db.$with("claimed").as(
        db
          .update(conversationsTable)
          .set({ leaseOwner: owner, leaseUntil: new Date(Date.now() + leaseMs) })
          .where(
            and(
              eq(conversationsTable.id, conversationId),
              or(
                isNull(conversationsTable.leaseUntil),
                lt(conversationsTable.leaseUntil, new Date()),
                eq(conversationsTable.leaseOwner, owner),
              ),
            ),
          )
          .returning(),
      );
      // An equality on the account's id, so the join is one index lookup whatever the users' count.
      const accountId = sql`case
        when ${claimed.channel} = 'whatsapp' then (select ${whatsappLinksTable.userId} from ${whatsappLinksTable}
          where ${whatsappLinksTable.phone} = coalesce(${inboundMessagesTable.senderPhone}, ${claimed.key}))
        when ${claimed.key} ~ ${UUID} then ${claimed.key}::uuid
      end`;
      const [row] = await db
        .with(claimed)
        .select({
          conversation: claimed._.selectedFields,
          message: inboundMessagesTable,
          account: userWithEffectivePlan(now()),
        })
        .from(claimed)
        .leftJoin(
          inboundMessagesTable,
          and(
            eq(inboundMessagesTable.conversationId, claimed.id),
            eq(inboundMessagesTable.status, "pending"),
          ),
        )
        .leftJoin(usersTable, eq(usersTable.id, accountId))
        .orderBy(asc(inboundMessagesTable.receivedAt), asc(inboundMessagesTable.storedAt))
        .limit(1);
      return (
        row && { conversation: row.conversation, message: row.message ?? undefined, account: row.account }
      );
    },

    /**
     * Gives the lease back, marking the turn's delivered reply sent in the same statement; true when
     * a message is still waiting (stored while the turn ran).
     */
    async release(conversationId: string, owner: string, sentOutboxId?: string): Promise<boolean> {
      const sent = db.$with("sent").as(
        db
          .update(outboxTable)
          .set({ status: "sent", sentAt: new Date() })
          .where(eq(outboxTable.id, sentOutboxId ?? sql`null`))
          .returning({ id: outboxTable.id }),
      );
      const [row] = await db
        .with(sent)
        .update(conversationsTable)
        .set({ leaseOwner: null, leaseUntil: null })
        .where(and(eq(conversationsTable.id, conversationId), eq(conversationsTable.leaseOwner, owner)))
        .returning({
          waiting: sql<boolean>`exists (select 1 from ${inboundMessagesTable}
            where ${inboundMessagesTable.conversationId} = ${conversationId}
              and ${inboundMessagesTable.status} = 'pending')`,
        });
      return row?.waiting ?? false;
    },

    /** Conversations with unanswered messages and no live lease: left by a restart or a failed turn. */
    async stalledConversations(limit = 100): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: inboundMessagesTable.conversationId })
        .from(inboundMessagesTable)
        .innerJoin(conversationsTable, eq(conversationsTable.id, inboundMessagesTable.conversationId))
        .where(
          and(
            eq(inboundMessagesTable.status, "pending"),
            or(isNull(conversationsTable.leaseUntil), lt(conversationsTable.leaseUntil, new Date())),
          ),
        )
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /**
     * Marks the message answered, keeps the new state and queues the replies, all or nothing: one
     * statement, atomic as a transaction is, in one round trip instead of five.
     */
    async finishTurn(turn: {
      inboundId: string;
      conversationId: string;
      userId: string | null;
      state: Record<string, unknown>;
      replies: Reply[];
    }): Promise<string | undefined> {
      const done = sql`with answered as (
          update ${inboundMessagesTable} set status = 'processed', processed_at = now(), media = null
          where id = ${turn.inboundId}
        ), saved as (
          update ${conversationsTable}
          set state = ${JSON.stringify(turn.state)}::jsonb, user_id = ${turn.userId}, updated_at = now()
          where id = ${turn.conversationId}
        )`;
      // Nothing to say (a flood, a refusal already given): the message is answered by silence.
      if (turn.replies.length === 0) return void (await db.execute(sql`${done} select 1`));
      // Held for the turn's own delivery (attempt 1); the retry loop takes it only if that fails or dies.
      const holdUntil = new Date(Date.now() + DIRECT_DELIVERY_HOLD_MS).toISOString();
      const queued = await db.execute(sql`${done}
        insert into ${outboxTable} (conversation_id, inbound_id, replies, attempts, next_attempt_at)
        values (${turn.conversationId}, ${turn.inboundId}, ${JSON.stringify(turn.replies)}::jsonb, 1,
          ${holdUntil}::timestamptz)
        on conflict do nothing
        returning id`);
      // Both drivers answer `rows`; the Db type (either driver) cannot say so.
      return (queued as unknown as { rows: Array<{ id: string }> }).rows[0]?.id;
    },

    async history(
      channel: "web" | "whatsapp",
      account: string,
      key: string,
      limit: number,
    ): Promise<HistoryItem[]> {
      const [conversation] = await db
        .select({ id: conversationsTable.id })
        .from(conversationsTable)
        .where(
          and(
            eq(conversationsTable.channel, channel),
            eq(conversationsTable.account, account),
            eq(conversationsTable.key, key),
          ),
        );
      return conversation ? this.messages(conversation.id, limit) : [];
    },

    /** Every chat of an account, for the LGPD export. */
    async chatsOf(userId: string, limit: number) {
      const conversations = await db
        .select()
        .from(conversationsTable)
        .where(eq(conversationsTable.userId, userId));
      return Promise.all(
        conversations.map(async (c) => ({
          channel: c.channel,
          startedAt: c.createdAt,
          messages: await this.messages(c.id, limit),
        })),
      );
    },

    async messages(conversationId: string, limit: number): Promise<HistoryItem[]> {
      const [said, answered] = await Promise.all([
        db
          .select()
          .from(inboundMessagesTable)
          .where(eq(inboundMessagesTable.conversationId, conversationId))
          .orderBy(desc(inboundMessagesTable.receivedAt))
          .limit(limit),
        db
          .select()
          .from(outboxTable)
          .where(eq(outboxTable.conversationId, conversationId))
          .orderBy(desc(outboxTable.createdAt))
          .limit(limit),
      ]);
      const items: HistoryItem[] = [
        ...said.map((m) => ({
          id: m.id,
          role: "user" as const,
          text: m.text,
          photo: m.mediaKind === "image",
          at: m.receivedAt,
        })),
        ...answered.map((o) => ({
          id: o.id,
          role: "assistant" as const,
          replies: o.replies as Reply[],
          at: o.createdAt,
        })),
      ];
      return items.sort((a, b) => a.at.getTime() - b.at.getTime()).slice(-limit);
    },
  };
}

export type ConversationRepository = ReturnType<typeof createConversationRepository>;
