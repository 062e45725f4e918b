import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  billingEventsTable,
  paymentsTable,
  planGrantsTable,
  subscriptionsTable,
  usersTable,
} from "../../db/schema/index.ts";
import { premiumWindow } from "../entitlements/index.ts";
import type { ProviderInvoice, ProviderSubscription } from "./provider.ts";

export interface SubscriptionWrite {
  provider: string;
  userId: string;
  subscription: ProviderSubscription;
  /** From nextSyncVersion, taken before the subscription was read. */
  version: number;
  /** When a failure, if this read shows one, began (the grace period counts from the first). */
  failingSince: Date;
}

/** The writes of one billing change, run inside its transaction (`db` is the transaction). */
export function createBillingSyncRepository(db: Db) {
  return {
    /** False when the event was already recorded: by a replay, or by another instance just now. */
    async recordEvent(provider: string, eventId: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(billingEventsTable)
        .values({ provider, eventId, type })
        .onConflictDoNothing()
        .returning({ id: billingEventsTable.eventId });
      return rows.length > 0;
    },

    /** Stores the read unless a read that began later is already stored; answers the row's id. */
    async saveSubscription(write: SubscriptionWrite): Promise<string> {
      const s = write.subscription;
      const values = {
        userId: write.userId,
        provider: write.provider,
        providerCustomerId: s.customerId,
        providerSubscriptionId: s.id,
        state: s.state,
        priceId: s.priceId,
        amountCents: s.amountCents,
        currency: s.currency,
        interval: s.interval,
        currentPeriodStart: s.currentPeriodStart,
        currentPeriodEnd: s.currentPeriodEnd,
        cancelAtPeriodEnd: s.cancelAtPeriodEnd,
        pastDueSince: s.state === "past_due" ? write.failingSince : null,
        canceledAt: s.canceledAt,
        syncVersion: write.version,
      };
      const t = subscriptionsTable;
      await db
        .insert(t)
        .values(values)
        .onConflictDoUpdate({
          target: [t.provider, t.providerSubscriptionId],
          set: {
            ...values,
            pastDueSince: sql`case when excluded.state = 'past_due' then least(${t.pastDueSince}, excluded.past_due_since) end`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`${t.syncVersion} < excluded.sync_version`,
        });
      const [row] = await db
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.provider, write.provider), eq(t.providerSubscriptionId, s.id)));
      return row!.id;
    },

    /** A paid invoice never reads as unpaid again, nor a refunded one as paid, whatever the order. */
    async savePayment(input: {
      provider: string;
      userId: string;
      subscriptionId: string | null;
      invoice: ProviderInvoice;
      interval: string;
      failedAt: Date | null;
    }): Promise<void> {
      const i = input.invoice;
      const p = paymentsTable;
      const values = {
        userId: input.userId,
        subscriptionId: input.subscriptionId,
        provider: input.provider,
        providerInvoiceId: i.id,
        providerPaymentId: i.paymentId,
        amountCents: i.amountCents,
        refundedCents: Math.min(i.refundedCents, i.amountCents),
        currency: i.currency,
        method: i.method,
        status: i.status,
        cycle: input.interval,
        periodStart: i.periodStart,
        periodEnd: i.periodEnd,
        paidAt: i.paidAt,
        failedAt: i.status === "failed" ? input.failedAt : null,
        receiptUrl: i.receiptUrl,
      };
      await db
        .insert(p)
        .values(values)
        .onConflictDoUpdate({
          target: [p.provider, p.providerInvoiceId],
          set: {
            subscriptionId: sql`coalesce(excluded.subscription_id, ${p.subscriptionId})`,
            providerPaymentId: sql`coalesce(excluded.provider_payment_id, ${p.providerPaymentId})`,
            status: sql`case when ${p.status} = 'refunded' or (${p.status} = 'paid' and excluded.status in ('failed', 'open')) then ${p.status} else excluded.status end`,
            refundedCents: sql`greatest(${p.refundedCents}, excluded.refunded_cents)`,
            method: sql`coalesce(excluded.method, ${p.method})`,
            receiptUrl: sql`coalesce(excluded.receipt_url, ${p.receiptUrl})`,
            paidAt: sql`coalesce(${p.paidAt}, excluded.paid_at)`,
            failedAt: sql`coalesce(${p.failedAt}, excluded.failed_at)`,
            updatedAt: sql`now()`,
          },
        });
    },

    /** Answers the user of the refunded payment, or undefined when its invoice is not stored yet. */
    async saveRefund(provider: string, paymentId: string, refundedCents: number, full: boolean) {
      const p = paymentsTable;
      const [row] = await db
        .update(p)
        .set({
          refundedCents: sql`least(${p.amountCents}, greatest(${p.refundedCents}, ${refundedCents}))`,
          status: full ? "refunded" : sql`${p.status}`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(p.provider, provider), eq(p.providerPaymentId, paymentId)))
        .returning({ userId: p.userId });
      return row?.userId;
    },

    async grant(userId: string, grantedBy: string, reason: string | null): Promise<boolean> {
      const rows = await db
        .insert(planGrantsTable)
        .values({ userId, grantedBy, reason })
        .onConflictDoNothing()
        .returning({ id: planGrantsTable.id });
      return rows.length > 0;
    },

    async revokeGrant(userId: string, revokedBy: string): Promise<boolean> {
      const rows = await db
        .update(planGrantsTable)
        .set({ revokedAt: sql`now()`, revokedBy })
        .where(and(eq(planGrantsTable.userId, userId), isNull(planGrantsTable.revokedAt)))
        .returning({ id: planGrantsTable.id });
      return rows.length > 0;
    },

    /**
     * Writes the user's plan and its end from the grant and every subscription. The user's row is
     * locked first, so two changes for one user (two events on two instances) are applied one after
     * the other, the second seeing the first.
     */
    async storePlan(userId: string, graceDays: number): Promise<void> {
      await db.select({ id: usersTable.id }).from(usersTable).where(eq(usersTable.id, userId)).for("update");
      const [grant] = await db
        .select({ id: planGrantsTable.id })
        .from(planGrantsTable)
        .where(and(eq(planGrantsTable.userId, userId), isNull(planGrantsTable.revokedAt)));
      const subscriptions = await db
        .select({
          state: subscriptionsTable.state,
          currentPeriodEnd: subscriptionsTable.currentPeriodEnd,
          cancelAtPeriodEnd: subscriptionsTable.cancelAtPeriodEnd,
          pastDueSince: subscriptionsTable.pastDueSince,
        })
        .from(subscriptionsTable)
        .where(eq(subscriptionsTable.userId, userId));
      const window = premiumWindow({ manualGrant: Boolean(grant), subscriptions, graceDays });
      await db.update(usersTable).set(window).where(eq(usersTable.id, userId));
    },
  };
}

export type BillingSyncRepository = ReturnType<typeof createBillingSyncRepository>;
