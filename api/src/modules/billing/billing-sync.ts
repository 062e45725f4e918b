import type { Logger } from "pino";
import type { Db } from "../../db/client.ts";
import { isForeignKeyViolation, isTransactionConflict } from "../../db/errors.ts";
import { createBillingRepository, type BillingRepository } from "./billing.repository.ts";
import { createBillingSyncRepository, type BillingSyncRepository } from "./billing-sync.repository.ts";
import type { ProviderSubscription } from "./provider.ts";

/** A change that meets an account being erased is tried this many times before it fails. */
const MAX_TRIES = 3;

/** Reads and writes of one transaction. */
export interface BillingTx {
  reads: BillingRepository;
  writes: BillingSyncRepository;
}

export interface BillingSyncDeps {
  db: Db;
  provider: string;
  graceDays: number;
  logger: Logger;
}

/**
 * Applies one billing change in one transaction: the event's id (when it comes from a webhook), the
 * rows it changes, and the user's plan recomputed from them, together or not at all.
 */
export function createBillingSync(deps: BillingSyncDeps) {
  async function change(
    event: { id: string; type: string } | undefined,
    write: (tx: BillingTx) => Promise<string | undefined>,
  ): Promise<{ applied: boolean; userId?: string }> {
    for (let tries = 1; ; tries++) {
      try {
        return await attempt(event, write);
      } catch (error) {
        // The owner read at the start was deleted before this wrote (an account erased while its
        // provider tells us about it), or the erasure and this locked the same rows in turn and
        // PostgreSQL gave this one up: again, the account reads as gone and the change as no one's.
        if (tries === MAX_TRIES || !(isForeignKeyViolation(error) || isTransactionConflict(error)))
          throw error;
      }
    }
  }

  function attempt(
    event: { id: string; type: string } | undefined,
    write: (tx: BillingTx) => Promise<string | undefined>,
  ): Promise<{ applied: boolean; userId?: string }> {
    return deps.db.transaction(async (db) => {
      const tx = { reads: createBillingRepository(db), writes: createBillingSyncRepository(db) };
      if (event && !(await tx.writes.recordEvent(deps.provider, event.id, event.type))) {
        return { applied: false };
      }
      const userId = await write(tx);
      if (userId) await tx.writes.storePlan(userId, deps.graceDays);
      return { applied: true, userId };
    });
  }

  /**
   * The user a subscription belongs to: the stored customer's, else the one the checkout was opened
   * for (metadata, or the event's client reference), if that account still exists; it stays locked
   * until the change is written (lockUser).
   */
  async function ownerOf(tx: BillingTx, customerId: string, candidates: Array<string | null>) {
    const owner = await tx.reads.userOfCustomer(deps.provider, customerId);
    if (owner) return (await tx.reads.lockUser(owner)) ? owner : undefined;
    for (const candidate of candidates) {
      if (candidate && (await tx.reads.lockUser(candidate))) return candidate;
    }
    return undefined;
  }

  /** Stores a read of a subscription; undefined when no account owns it (deleted meanwhile). */
  async function storeSubscription(
    tx: BillingTx,
    input: { subscription: ProviderSubscription; hintUserId?: string | null; version: number; at: Date },
  ): Promise<{ userId: string; rowId: string } | undefined> {
    const { subscription } = input;
    const userId = await ownerOf(tx, subscription.customerId, [
      subscription.userId,
      input.hintUserId ?? null,
    ]);
    if (!userId) {
      deps.logger.warn({ subscription: subscription.id }, "subscription of no known account; ignored");
      return undefined;
    }
    const rowId = await tx.writes.saveSubscription({
      provider: deps.provider,
      userId,
      subscription,
      version: input.version,
      failingSince: input.at,
    });
    return { userId, rowId };
  }

  return { change, ownerOf, storeSubscription };
}

export type BillingSync = ReturnType<typeof createBillingSync>;
