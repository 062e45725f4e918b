import type { Plan } from "@chefzap/shared";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  billingCustomersTable,
  billingEventsTable,
  billingSyncSequence,
  paymentsTable,
  planGrantsTable,
  subscriptionsTable,
  usersTable,
  type PaymentRow,
  type PlanGrantRow,
  type SubscriptionRow,
} from "../../db/schema/index.ts";
import { effectivePlan } from "../entitlements/index.ts";

/** What the billing pages and webhooks read; the writes that go with an event are in billing-sync. */
export function createBillingRepository(db: Db) {
  return {
    async planOf(userId: string, now: Date): Promise<Plan | undefined> {
      const [row] = await db
        .select({ plan: effectivePlan(now) })
        .from(usersTable)
        .where(eq(usersTable.id, userId));
      return row?.plan;
    },

    /**
     * Whether the account still exists, holding it until the transaction ends. A billing change takes
     * the account before its subscription rows, in the order an erasure does, so the two wait for each
     * other instead of deadlocking; one that waited on an erasure finds no account.
     */
    async lockUser(userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: usersTable.id })
        .from(usersTable)
        .where(eq(usersTable.id, userId))
        .for("update");
      return rows.length > 0;
    },

    async customerOf(userId: string, provider: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: billingCustomersTable.providerCustomerId })
        .from(billingCustomersTable)
        .where(and(eq(billingCustomersTable.userId, userId), eq(billingCustomersTable.provider, provider)));
      return row?.id;
    },

    /** Keeps the first customer stored for the user and answers it (two checkouts at once agree). */
    async saveCustomer(userId: string, provider: string, customerId: string): Promise<string> {
      await db
        .insert(billingCustomersTable)
        .values({ userId, provider, providerCustomerId: customerId })
        .onConflictDoNothing();
      const [row] = await db
        .select({ id: billingCustomersTable.providerCustomerId })
        .from(billingCustomersTable)
        .where(and(eq(billingCustomersTable.userId, userId), eq(billingCustomersTable.provider, provider)));
      return row!.id;
    },

    async userOfCustomer(provider: string, customerId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: billingCustomersTable.userId })
        .from(billingCustomersTable)
        .where(
          and(
            eq(billingCustomersTable.provider, provider),
            eq(billingCustomersTable.providerCustomerId, customerId),
          ),
        );
      return row?.userId;
    },

    /**
     * Ended at the provider by us: the row outlives the account (detached), and the provider's own
     * event about it will name nobody we know, so it is written here.
     */
    async markCanceled(id: string, at: Date): Promise<void> {
      await db
        .update(subscriptionsTable)
        .set({ state: "canceled", canceledAt: at, cancelAtPeriodEnd: false, updatedAt: at })
        .where(eq(subscriptionsTable.id, id));
    },

    /** Newest first. */
    subscriptionsOf(userId: string): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptionsTable)
        .where(eq(subscriptionsTable.userId, userId))
        .orderBy(desc(subscriptionsTable.createdAt), desc(subscriptionsTable.id));
    },

    paymentsOf(userId: string, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(paymentsTable)
        .where(eq(paymentsTable.userId, userId))
        .orderBy(desc(paymentsTable.createdAt), desc(paymentsTable.id))
        .limit(limit);
    },

    async activeGrantOf(userId: string): Promise<PlanGrantRow | undefined> {
      const [row] = await db
        .select()
        .from(planGrantsTable)
        .where(and(eq(planGrantsTable.userId, userId), isNull(planGrantsTable.revokedAt)));
      return row;
    },

    async eventSeen(provider: string, eventId: string): Promise<boolean> {
      const rows = await db
        .select({ id: billingEventsTable.eventId })
        .from(billingEventsTable)
        .where(and(eq(billingEventsTable.provider, provider), eq(billingEventsTable.eventId, eventId)));
      return rows.length > 0;
    },

    /** Taken before a read from the provider: a later read always carries a larger number. */
    async nextSyncVersion(): Promise<number> {
      // Both drivers answer `rows`; the Db type (either driver) cannot say so.
      const result = (await db.execute(sql`select nextval(${billingSyncSequence.seqName}) as version`)) as {
        rows: Array<{ version: string | number }>;
      };
      return Number(result.rows[0]!.version);
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
