import type { Logger } from "pino";
import type { BillingRepository } from "./billing.repository.ts";
import type { BillingSync } from "./billing-sync.ts";
import type { BillingProvider, ProviderSubscription } from "./provider.ts";
import { isRunning, runningSubscriptions } from "./running-subscriptions.ts";

export interface DuplicateGuardDeps {
  provider: BillingProvider;
  repo: BillingRepository;
  sync: BillingSync;
  graceDays: number;
  now: () => Date;
  logger: Logger;
}

const oldestFirst = (a: ProviderSubscription, b: ProviderSubscription) =>
  (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0) || a.id.localeCompare(b.id);

/**
 * One Premium per person. Checkout expires a cook's other open checkouts, but two paid in the same
 * moment (or one whose payment was under way) can still start a second subscription; once it runs
 * beside the first, it is ended and its payment refunded in full. The one kept is the oldest by the
 * provider's own clock, so api instances reading events in different orders pick the same one.
 */
export function createDuplicateGuard(deps: DuplicateGuardDeps) {
  async function end(userId: string, kept: ProviderSubscription, duplicate: ProviderSubscription) {
    const version = await deps.repo.nextSyncVersion();
    const ended = await deps.provider.endAndRefund(duplicate.id, "duplicate");
    await deps.sync.change(undefined, async (tx) => {
      const stored = await deps.sync.storeSubscription(tx, { subscription: ended, version, at: deps.now() });
      return stored?.userId;
    });
    deps.logger.warn(
      { user: userId, kept: kept.id, ended: duplicate.id },
      "second subscription of one account ended and its payment refunded",
    );
  }

  /** Answers whether a subscription was ended. */
  return async function endDuplicates(userId: string): Promise<boolean> {
    const rows = runningSubscriptions(await deps.repo.subscriptionsOf(userId), deps.graceDays, deps.now());
    if (rows.length < 2) return false;
    // What is stored may lag behind the provider: decide on its current reads.
    const reads = await Promise.all(
      rows.map((s) => deps.provider.fetchSubscription(s.providerSubscriptionId)),
    );
    const [kept, ...duplicates] = reads.filter(isRunning).sort(oldestFirst);
    for (const duplicate of duplicates) await end(userId, kept!, duplicate);
    return duplicates.length > 0;
  };
}

export type DuplicateGuard = ReturnType<typeof createDuplicateGuard>;
