import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { usersTable } from "./users.ts";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * One chat on one channel (a WhatsApp number talking to one business account, a web user's chat).
 * The lease serialises turns across api instances without holding a transaction through a model call.
 */
export const conversationsTable = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channel: text("channel", { enum: ["whatsapp", "web"] }).notNull(),
    account: text("account").notNull(),
    key: text("key").notNull(),
    // A deleted account takes its chats (and what was said in them) with it.
    userId: uuid("user_id").references(() => usersTable.id, { onDelete: "cascade" }),
    state: jsonb("state").$type<Record<string, unknown>>().notNull().default({}),
    leaseOwner: text("lease_owner"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversations_channel_account_key").on(t.channel, t.account, t.key),
    index("conversations_user_id_idx").on(t.userId),
  ],
);

/** Written before a message is processed; the unique key makes a re-delivered message a no-op. */
export const inboundMessagesTable = pgTable(
  "inbound_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversationsTable.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["whatsapp", "web"] }).notNull(),
    account: text("account").notNull(),
    messageId: text("message_id").notNull(),
    senderPhone: text("sender_phone"),
    text: text("text").notNull(),
    /** Set when the text came from a voice note: the audio itself is never stored. */
    transcribed: boolean("transcribed").notNull().default(false),
    mediaKind: text("media_kind", { enum: ["image", "audio"] }),
    mediaType: text("media_type"),
    /** A photo waits here until its turn and is cleared once processed; a voice note leaves only its kind. */
    media: bytea("media"),
    status: text("status", { enum: ["pending", "processed"] })
      .notNull()
      .default("pending"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    storedAt: timestamp("stored_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("inbound_messages_channel_account_message").on(t.channel, t.account, t.messageId),
    index("inbound_messages_conversation_idx").on(t.conversationId, t.storedAt),
    index("inbound_messages_pending_idx")
      .on(t.storedAt)
      .where(sql`${t.status} = 'pending'`),
    check("inbound_messages_status_check", sql`${t.status} in ('pending', 'processed')`),
  ],
);

/** Replies wait here until their channel confirms them, so a failed send is retried, not lost. */
export const outboxTable = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversationsTable.id, { onDelete: "cascade" }),
    /** One answer per inbound message: a turn that ran twice cannot answer twice. */
    inboundId: uuid("inbound_id").references(() => inboundMessagesTable.id, { onDelete: "set null" }),
    replies: jsonb("replies").$type<unknown[]>().notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("outbox_inbound_id_key").on(t.inboundId),
    index("outbox_conversation_idx").on(t.conversationId, t.createdAt),
    index("outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check("outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/** A WhatsApp number linked to an account by a one-time code typed in the chat. */
export const whatsappLinksTable = pgTable("whatsapp_links", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => usersTable.id, { onDelete: "cascade" }),
  phone: text("phone").notNull().unique("whatsapp_links_phone_key"),
  linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Only the code's SHA-256 is kept; one live code per user. */
export const whatsappLinkCodesTable = pgTable("whatsapp_link_codes", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => usersTable.id, { onDelete: "cascade" }),
  codeHash: text("code_hash").notNull().unique("whatsapp_link_codes_code_hash_key"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

export type ConversationRow = typeof conversationsTable.$inferSelect;
export type InboundMessageRow = typeof inboundMessagesTable.$inferSelect;
export type OutboxRow = typeof outboxTable.$inferSelect;
