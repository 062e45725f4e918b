import type { SubscriptionRow } from "../../db/schema/index.ts";
import { subscriptionEntitles } from "../entitlements/index.ts";

const RUNNING_STATES: ReadonlySet<string> = new Set(["active", "trialing", "past_due"]);

/** Not ended at the provider: it may still charge, and can be cancelled or resumed. */
export const isRunning = (subscription: { state: string }) => RUNNING_STATES.has(subscription.state);

/** The user's subscriptions that run and give Premium now (a failing one within its grace included). */
export function runningSubscriptions(rows: readonly SubscriptionRow[], graceDays: number, now: Date) {
  return rows.filter((s) => isRunning(s) && subscriptionEntitles(s, graceDays, now));
}
