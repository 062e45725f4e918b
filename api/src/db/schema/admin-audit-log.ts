import { ADMIN_AUDIT_ACTIONS } from "@chefzap/shared";
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { usersTable } from "./users.ts";

/**
 * Every admin state change (and every export of personal data): who, what, when, on what. The actor's
 * e-mail is copied so the line still says who after that account is deleted; rows are never updated.
 */
export const adminAuditLogTable = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: uuid("actor_id").references(() => usersTable.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action", { enum: ADMIN_AUDIT_ACTIONS }).notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("admin_audit_log_actor_idx").on(t.actorId),
    check(
      "admin_audit_log_action_check",
      sql`${t.action} in (${sql.raw(ADMIN_AUDIT_ACTIONS.map((a) => `'${a}'`).join(", "))})`,
    ),
  ],
);

export type AdminAuditLogRow = typeof adminAuditLogTable.$inferSelect;
