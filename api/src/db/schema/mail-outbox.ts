import { MAIL_STATUSES, MAIL_TEMPLATE_IDS } from "@chefzap/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { usersTable } from "./users.ts";

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * Every e-mail is written here before any delivery is tried, so nothing is lost to a failed SMTP call
 * and, without SMTP, admins can still read what would have gone out. A deleted account takes the copies
 * of its mail with it (they hold its address).
 */
export const mailOutboxTable = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => usersTable.id, { onDelete: "cascade" }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    templateId: text("template_id", { enum: MAIL_TEMPLATE_IDS }).notNull(),
    status: text("status", { enum: MAIL_STATUSES }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** When the next try may start; a claimed message is pushed ahead so one sender has it at a time. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index("mail_outbox_user_id_idx").on(t.userId),
    check("mail_outbox_status_check", sql`${t.status} in (${inList(MAIL_STATUSES)})`),
    check("mail_outbox_attempts_check", sql`${t.attempts} >= 0`),
  ],
);

export type MailOutboxRow = typeof mailOutboxTable.$inferSelect;
export type NewMailOutboxRow = typeof mailOutboxTable.$inferInsert;
