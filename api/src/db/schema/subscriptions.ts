import { subscriptionStateSchema, type SubscriptionState } from "@chefzap/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { usersTable } from "./users.ts";

/** A stored subscription always has a state; "none" is what the api says when there is no row. */
type StoredState = Exclude<SubscriptionState, "none">;
export const subscriptionStates = subscriptionStateSchema.exclude(["none"]).options as [
  StoredState,
  ...StoredState[],
];

/**
 * Taken before each read of a subscription from the provider: a row is only overwritten by a read
 * that began later, so two webhooks handled at once (on two api instances) cannot store the older state.
 */
export const billingSyncSequence = pgSequence("billing_sync_seq");

/** A paid plan at a provider, as last read from it (webhooks only say that something changed). */
export const subscriptionsTable = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Kept when the account is deleted, without it: the revenue and churn history stay true (art. 16 LGPD
    // lets records the tax law requires outlive the account; they name no person once detached).
    userId: uuid("user_id").references(() => usersTable.id, { onDelete: "set null" }),
    provider: text("provider").notNull(),
    providerCustomerId: text("provider_customer_id").notNull(),
    providerSubscriptionId: text("provider_subscription_id").notNull(),
    state: text("state", { enum: subscriptionStates }).notNull(),
    priceId: text("price_id"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** The billing cycle: "month" for the Premium plan. */
    interval: text("interval").notNull(),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }),
    /** The next charge (or, cancelled at period end, the day Premium ends). */
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** The first failed renewal of the current run of failures: the grace period counts from it. */
    pastDueSince: timestamp("past_due_since", { withTimezone: true }),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    syncVersion: bigint("sync_version", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subscriptions_provider_subscription_key").on(t.provider, t.providerSubscriptionId),
    index("subscriptions_user_idx").on(t.userId),
    check(
      "subscriptions_state_check",
      sql`${t.state} in ('incomplete', 'trialing', 'active', 'past_due', 'canceled', 'unpaid')`,
    ),
    check("subscriptions_amount_check", sql`${t.amountCents} >= 0`),
  ],
);

export type SubscriptionRow = typeof subscriptionsTable.$inferSelect;
export type NewSubscriptionRow = typeof subscriptionsTable.$inferInsert;
