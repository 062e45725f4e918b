import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Provider events already applied. A row is written in the same transaction as the event's effect, so
 * a replay (or the same event on two api instances at once) changes nothing.
 */
export const billingEventsTable = pgTable(
  "billing_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
