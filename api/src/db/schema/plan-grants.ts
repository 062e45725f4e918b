import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { usersTable } from "./users.ts";

/** Premium given by an operator (`npm run plan:set`), not paid: who gave it, why, and who took it back. */
export const planGrantsTable = pgTable(
  "plan_grants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    grantedBy: text("granted_by").notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: text("revoked_by"),
  },
  (t) => [
    uniqueIndex("plan_grants_active_key")
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
    index("plan_grants_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

export type PlanGrantRow = typeof planGrantsTable.$inferSelect;
