import type { Logger } from "pino";
import type { BillingRepository } from "./billing.repository.ts";
import type { BillingSync, BillingTx } from "./billing-sync.ts";
import { isRunning } from "./running-subscriptions.ts";
import type {
  BillingEvent,
  BillingProvider,
  ProviderInvoice,
  ProviderRefund,
  ProviderSubscription,
} from "./provider.ts";

type EventOf<K extends BillingEvent["kind"]> = Extract<BillingEvent, { kind: K }>;

/** What was read from the provider for one event, before its transaction opens. */
type Reading =
  | { kind: "subscription"; subscription: ProviderSubscription; hintUserId: string | null }
  | { kind: "invoice"; invoice: ProviderInvoice; subscription: ProviderSubscription | null; failed: boolean }
  | { kind: "refund"; refund: ProviderRefund }
  | { kind: "ignored" };

export type WebhookOutcome = "applied" | "duplicate";

export interface WebhookDeps {
  provider: BillingProvider;
  repo: BillingRepository;
  sync: BillingSync;
  logger: Logger;
  /** Told after the transaction commits, for the user's live update. */
  changed: (userId: string) => Promise<void>;
  /** Ends a second running subscription of the user, after each change (see duplicate-subscriptions). */
  endDuplicates: (userId: string) => Promise<boolean>;
}

/**
 * Webhooks, order-independent: an event only says which object changed; its current state is read from
 * the provider (outside the transaction, under a sync version taken first) and stored unless a later
 * read already is. The event's id is recorded with the effect, so a replay changes nothing.
 */
export function createWebhookReceiver(deps: WebhookDeps) {
  const { provider, sync } = deps;

  const readers: { [K in BillingEvent["kind"]]: (event: EventOf<K>) => Promise<Reading> } = {
    subscription: async (event) => ({
      kind: "subscription",
      subscription: await provider.fetchSubscription(event.subscriptionId),
      hintUserId: event.userId,
    }),
    invoice: async (event) => {
      const invoice = await provider.fetchInvoice(event.invoiceId);
      const subscription = invoice.subscriptionId
        ? await provider.fetchSubscription(invoice.subscriptionId)
        : null;
      return { kind: "invoice", invoice, subscription, failed: event.failed };
    },
    refund: async (event) => ({ kind: "refund", refund: await provider.fetchRefund(event.chargeId) }),
    ignored: async () => ({ kind: "ignored" }),
  };

  async function write(tx: BillingTx, reading: Reading, version: number, at: Date) {
    if (reading.kind === "subscription") {
      return (await sync.storeSubscription(tx, { ...reading, version, at }))?.userId;
    }
    if (reading.kind === "invoice") return writeInvoice(tx, reading, version, at);
    if (reading.kind === "refund") {
      const { paymentId, refundedCents, full } = reading.refund;
      // Not stored yet: the invoice's own event reads the refund with it. A charge of a deleted account
      // is still updated, with nobody to tell.
      if (!paymentId) return undefined;
      return (await tx.writes.saveRefund(provider.name, paymentId, refundedCents, full)) ?? undefined;
    }
    return undefined;
  }

  async function writeInvoice(
    tx: BillingTx,
    reading: Extract<Reading, { kind: "invoice" }>,
    version: number,
    at: Date,
  ) {
    const { invoice, subscription } = reading;
    const stored = subscription ? await sync.storeSubscription(tx, { subscription, version, at }) : undefined;
    const userId =
      stored?.userId ?? (invoice.customerId ? await sync.ownerOf(tx, invoice.customerId, []) : undefined);
    if (!userId) return undefined;
    await tx.writes.savePayment({
      provider: provider.name,
      userId,
      subscriptionId: stored?.rowId ?? null,
      invoice,
      interval: subscription?.interval ?? "month",
      failedAt: reading.failed ? at : null,
    });
    return userId;
  }

  /**
   * The event is stored whatever happens here: a failure is logged, and the next event about the user
   * (a paid checkout brings several) tries again.
   */
  async function endDuplicates(userId: string): Promise<void> {
    try {
      await deps.endDuplicates(userId);
    } catch (error) {
      deps.logger.error({ err: error, user: userId }, "second subscription not ended yet");
    }
  }

  /**
   * A running subscription opened by our checkout (it names its user) whose account is gone: paid in
   * one tab while the account was deleted in another. Nobody can use it, so it ends and is refunded.
   * Subscriptions that name no user of ours (another product on the same Stripe account) are left be.
   */
  async function endOrphan(subscription: ProviderSubscription): Promise<void> {
    if (!subscription.userId || !isRunning(subscription)) return;
    try {
      await provider.endAndRefund(subscription.id, "account_deleted");
      deps.logger.warn(
        { subscription: subscription.id },
        "subscription of a deleted account ended and refunded",
      );
    } catch (error) {
      deps.logger.error(
        { err: error, subscription: subscription.id },
        "subscription of a deleted account still runs",
      );
    }
  }

  return async function receive(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
    const event = provider.parseWebhook(rawBody, signature);
    // A replay is answered before any call to the provider; the transaction below is what decides.
    if (await deps.repo.eventSeen(provider.name, event.id)) return "duplicate";
    const version = await deps.repo.nextSyncVersion();
    const reading = await readers[event.kind](event as never);
    const result = await sync.change(event, (tx) => write(tx, reading, version, event.createdAt));
    if (!result.applied) return "duplicate";
    deps.logger.info({ event: event.id, type: event.type, user: result.userId }, "billing event applied");
    if (result.userId) {
      await endDuplicates(result.userId);
      await deps.changed(result.userId);
    } else if (reading.kind === "subscription") {
      await endOrphan(reading.subscription);
    }
    return "applied";
  };
}
