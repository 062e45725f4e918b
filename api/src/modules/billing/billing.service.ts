import { DomainError, type SubscriptionInfo } from "@chefzap/shared";
import { pino, type Logger } from "pino";
import type { Db } from "../../db/client.ts";
import type { SubscriptionRow } from "../../db/schema/index.ts";
import type { UserEvents } from "../../events.ts";
import { createBillingRepository } from "./billing.repository.ts";
import { createBillingSync } from "./billing-sync.ts";
import { createWebhookReceiver } from "./billing-webhooks.ts";
import { createDuplicateGuard } from "./duplicate-subscriptions.ts";
import { createPlanGrants } from "./plan-grants.ts";
import { returnsToPublicUrl } from "./configured-provider.ts";
import type { BillingProvider } from "./provider.ts";
import { runningSubscriptions } from "./running-subscriptions.ts";
import { INVOICES_SHOWN, toSubscriptionInfo } from "./subscription-info.ts";

export interface BillingServiceDeps {
  db: Db;
  /** Undefined when no provider is configured: checkout and the portal answer billing_unavailable. */
  provider: BillingProvider | undefined;
  /** Where the provider's pages send the user back ("https://chefzap.com.br"). */
  publicUrl: string;
  graceDays: number;
  events: UserEvents;
  now?: () => Date;
  logger?: Logger;
}

export interface Customer {
  id: string;
  email: string;
  name: string;
}

const ALREADY_SUBSCRIBED =
  "Você já tem uma assinatura Premium. Para trocar o cartão, cancelar ou retomar, use Minha assinatura.";

/** Premium by subscription: checkout and the portal, cancel and resume, webhooks, and operators' grants. */
export function createBillingService(deps: BillingServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const logger = deps.logger ?? pino({ level: "silent" });
  const repo = createBillingRepository(deps.db);
  const providerName = deps.provider?.name ?? "stripe";
  const sync = createBillingSync({ db: deps.db, provider: providerName, graceDays: deps.graceDays, logger });
  const takesPayments = deps.provider ? returnsToPublicUrl(deps.provider, deps.publicUrl, logger) : false;

  async function info(userId: string): Promise<SubscriptionInfo> {
    const [plan, subscriptions, payments] = await Promise.all([
      repo.planOf(userId, now()),
      repo.subscriptionsOf(userId),
      repo.paymentsOf(userId, INVOICES_SHOWN),
    ]);
    if (!plan) throw new DomainError("not_found");
    return toSubscriptionInfo({
      plan,
      subscriptions,
      payments,
      graceDays: deps.graceDays,
      now: now(),
      billingAvailable: takesPayments,
    });
  }

  /** Tells the user's open pages; a failure to tell must not undo a change already stored. */
  async function changed(userId: string): Promise<void> {
    try {
      deps.events.emit(userId, "billing:updated", await info(userId));
    } catch (error) {
      logger.warn({ err: error, user: userId }, "billing:updated not sent");
    }
  }

  function available(): BillingProvider {
    if (!deps.provider) throw new DomainError("billing_unavailable");
    return deps.provider;
  }

  /** The provider, when it may send the cook to its pages and back. */
  function paymentPages(): BillingProvider {
    if (!takesPayments) throw new DomainError("billing_unavailable");
    return available();
  }

  const running = async (userId: string) =>
    runningSubscriptions(await repo.subscriptionsOf(userId), deps.graceDays, now());

  async function liveSubscription(userId: string): Promise<SubscriptionRow> {
    const [live] = await running(userId);
    if (!live) throw new DomainError("no_subscription");
    return live;
  }

  /** Cancel and resume: the provider's answer is stored like a webhook's read, under a version taken first. */
  async function setCancelAtPeriodEnd(userId: string, cancel: boolean): Promise<SubscriptionInfo> {
    const provider = available();
    const subscription = await liveSubscription(userId);
    if (!cancel && !subscription.cancelAtPeriodEnd) return info(userId);
    const version = await repo.nextSyncVersion();
    const read = await provider.setCancelAtPeriodEnd(subscription.providerSubscriptionId, cancel);
    await sync.change(undefined, async (tx) => {
      await sync.storeSubscription(tx, { subscription: read, version, at: now() });
      return userId;
    });
    await changed(userId);
    return info(userId);
  }

  const grants = createPlanGrants({ sync, changed });

  return {
    info,
    receiveWebhook: deps.provider
      ? createWebhookReceiver({
          provider: deps.provider,
          repo,
          sync,
          logger,
          changed,
          endDuplicates: createDuplicateGuard({
            provider: deps.provider,
            repo,
            sync,
            graceDays: deps.graceDays,
            now,
            logger,
          }),
        })
      : async () => {
          throw new DomainError("billing_unavailable");
        },

    /** The provider's checkout page for Premium; refused to a user whose subscription still runs. */
    async checkout(user: Customer): Promise<string> {
      const provider = paymentPages();
      if ((await running(user.id)).length > 0) throw new DomainError("forbidden", ALREADY_SUBSCRIBED);
      const customerId =
        (await repo.customerOf(user.id, provider.name)) ??
        (await repo.saveCustomer(user.id, provider.name, await provider.createCustomer(user)));
      return provider.createCheckout({
        customerId,
        userId: user.id,
        successUrl: `${deps.publicUrl}/subscribe/sucesso?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${deps.publicUrl}/subscribe/cancelado`,
      });
    },

    /** The provider's page to change the card, see invoices or cancel; back to /subscribe after. */
    async portal(userId: string): Promise<string> {
      const provider = paymentPages();
      const customerId = await repo.customerOf(userId, provider.name);
      if (!customerId) throw new DomainError("no_subscription");
      return provider.openPortal({ customerId, returnUrl: `${deps.publicUrl}/subscribe` });
    },

    cancel: (userId: string) => setCancelAtPeriodEnd(userId, true),
    resume: (userId: string) => setCancelAtPeriodEnd(userId, false),

    /**
     * Before an account is erased: its running subscriptions end now and its open checkouts close, so
     * nobody is charged for it (one paid at this very moment is refunded by the webhook).
     */
    async endSubscriptionsOf(userId: string): Promise<void> {
      const { provider: configured } = deps;
      const customerId = configured && (await repo.customerOf(userId, configured.name));
      // Best effort: a checkout paid anyway is refunded by the webhook, and erasing must not wait on it.
      if (configured && customerId) await configured.closeCheckouts(customerId).catch(() => undefined);
      const running = (await repo.subscriptionsOf(userId)).filter((s) => s.state !== "canceled");
      if (running.length === 0) return;
      const provider = available();
      for (const subscription of running) {
        await provider.cancelNow(subscription.providerSubscriptionId);
        await repo.markCanceled(subscription.id, now());
      }
    },

    grantPremium: grants.grant,
    revokePremium: grants.revoke,
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
