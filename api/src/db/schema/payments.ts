import { invoiceStatusSchema, type InvoiceStatus } from "@chefzap/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { subscriptionsTable } from "./subscriptions.ts";
import { usersTable } from "./users.ts";

/** One charge of a subscription (an invoice at the provider), in integer centavos. */
export const paymentsTable = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Kept when the account is deleted, without it and without the receipt link (which shows the
    // e-mail): the tax law requires charge records to be kept, and the revenue history stays true.
    userId: uuid("user_id").references(() => usersTable.id, { onDelete: "set null" }),
    subscriptionId: uuid("subscription_id").references(() => subscriptionsTable.id, { onDelete: "set null" }),
    provider: text("provider").notNull(),
    providerInvoiceId: text("provider_invoice_id").notNull(),
    /** The payment itself (Stripe's PaymentIntent): what a refund names. */
    providerPaymentId: text("provider_payment_id"),
    amountCents: integer("amount_cents").notNull(),
    refundedCents: integer("refunded_cents").notNull().default(0),
    currency: text("currency").notNull(),
    /** "card", "boleto", "pix"… as the provider names it. */
    method: text("method"),
    status: text("status", {
      enum: invoiceStatusSchema.options as [InvoiceStatus, ...InvoiceStatus[]],
    }).notNull(),
    /** The billing cycle the charge pays for ("month"), and its dates. */
    cycle: text("cycle").notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }),
    periodEnd: timestamp("period_end", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    receiptUrl: text("receipt_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_provider_invoice_key").on(t.provider, t.providerInvoiceId),
    index("payments_provider_payment_idx").on(t.provider, t.providerPaymentId),
    index("payments_user_created_idx").on(t.userId, t.createdAt.desc()),
    // The admin's list of every charge, newest first.
    index("payments_created_idx").on(t.createdAt, t.id),
    check("payments_status_check", sql`${t.status} in ('paid', 'failed', 'refunded', 'open')`),
    check("payments_amount_check", sql`${t.amountCents} >= 0`),
    check("payments_refunded_check", sql`${t.refundedCents} between 0 and ${t.amountCents}`),
  ],
);

export type PaymentRow = typeof paymentsTable.$inferSelect;
export type NewPaymentRow = typeof paymentsTable.$inferInsert;
