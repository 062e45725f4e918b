import { and, asc, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Reply } from "@chefzap/shared";
import type { Db } from "../db/client.ts";
import { conversationsTable, inboundMessagesTable, outboxTable } from "../db/schema/index.ts";

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

/** The conversation engine's only SQL: messages in, turns serialised by a lease, replies out. */
export function createConversationRepository(db: Db) {
  return {
    /** Stores a message before anything acts on it; undefined when this message id was seen before. */
    async storeInbound(message: StoredInbound) {
      return db.transaction(async (tx) => {
        const [conversation] = await tx
          .insert(conversationsTable)
          .values({ channel: message.channel, account: message.account, key: message.conversationKey })
          .onConflictDoUpdate({
            target: [conversationsTable.channel, conversationsTable.account, conversationsTable.key],
            set: { updatedAt: sql`now()` },
          })
          .returning({ id: conversationsTable.id });
        const [inbound] = await tx
          .insert(inboundMessagesTable)
          .values({
            conversationId: conversation!.id,
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
          .returning({ id: inboundMessagesTable.id });
        return inbound ? { inboundId: inbound.id, conversationId: conversation!.id } : undefined;
      });
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

    /** Takes (or, for its owner, renews) the conversation's lease unless another turn holds a live one. */
    async claim(conversationId: string, owner: string, leaseMs: number) {
      const [row] = await db
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
        .returning();
      return row;
    },

    async release(conversationId: string, owner: string): Promise<void> {
      await db
        .update(conversationsTable)
        .set({ leaseOwner: null, leaseUntil: null })
        .where(and(eq(conversationsTable.id, conversationId), eq(conversationsTable.leaseOwner, owner)));
    },

    async nextPending(conversationId: string) {
      const [row] = await db
        .select()
        .from(inboundMessagesTable)
        .where(
          and(
            eq(inboundMessagesTable.conversationId, conversationId),
            eq(inboundMessagesTable.status, "pending"),
          ),
        )
        .orderBy(asc(inboundMessagesTable.receivedAt), asc(inboundMessagesTable.storedAt))
        .limit(1);
      return row;
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

    /** Marks the message answered, keeps the new state and queues the replies, all or nothing. */
    async finishTurn(turn: {
      inboundId: string;
      conversationId: string;
      userId: string | null;
      state: Record<string, unknown>;
      replies: Reply[];
    }) {
      return db.transaction(async (tx) => {
        await tx
          .update(inboundMessagesTable)
          .set({ status: "processed", processedAt: new Date(), media: null })
          .where(eq(inboundMessagesTable.id, turn.inboundId));
        await tx
          .update(conversationsTable)
          .set({ state: turn.state, userId: turn.userId, updatedAt: new Date() })
          .where(eq(conversationsTable.id, turn.conversationId));
        // Nothing to say (a flood, a refusal already given): the message is answered by silence.
        if (turn.replies.length === 0) return undefined;
        // Held for the turn's own delivery (attempt 1); the retry loop takes it only if that fails or dies.
        const [row] = await tx
          .insert(outboxTable)
          .values({
            conversationId: turn.conversationId,
            inboundId: turn.inboundId,
            replies: turn.replies,
            attempts: 1,
            nextAttemptAt: new Date(Date.now() + DIRECT_DELIVERY_HOLD_MS),
          })
          .onConflictDoNothing()
          .returning({ id: outboxTable.id });
        return row?.id;
      });
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
