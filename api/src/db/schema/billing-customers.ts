import { pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { usersTable } from "./users.ts";

/** A user's customer at a payment provider: created once, so every checkout and card lands on it. */
export const billingCustomersTable = pgTable(
  "billing_customers",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerCustomerId: text("provider_customer_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.provider] }),
    uniqueIndex("billing_customers_provider_customer_key").on(t.provider, t.providerCustomerId),
  ],
);

export type BillingCustomerRow = typeof billingCustomersTable.$inferSelect;
