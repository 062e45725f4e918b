import type { Plan, SubscriptionState } from "@chefzap/shared";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What of a subscription decides the plan. */
export interface SubscriptionTerms {
  state: SubscriptionState;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  pastDueSince: Date | null;
}

/** The stored plan and when it ends by itself (null: it does not); see effectivePlan. */
export interface PremiumWindow {
  plan: Plan;
  premiumUntil: Date | null;
}

const later = (a: Date | null, b: Date | null) => (a === null || b === null ? null : a > b ? a : b);
const earlier = (a: Date, b: Date | null) => (b !== null && b < a ? b : a);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** While a renewal is failing, Premium is kept until this moment. */
export function graceUntil(terms: SubscriptionTerms, graceDays: number): Date | null {
  if (terms.state !== "past_due" || !terms.pastDueSince) return null;
  const end = addDays(terms.pastDueSince, graceDays);
  return terms.cancelAtPeriodEnd ? earlier(end, terms.currentPeriodEnd) : end;
}

/**
 * How long one subscription gives Premium: undefined when it gives none. A running one until its period
 * ends plus the grace (the renewal's webhook moves it on; without any, Premium does not last for ever),
 * a cancelled one until its period ends, a failing one through its grace.
 */
function premiumThrough(terms: SubscriptionTerms, graceDays: number): Date | null | undefined {
  if (terms.state === "active" || terms.state === "trialing") {
    if (!terms.currentPeriodEnd) return null;
    return terms.cancelAtPeriodEnd ? terms.currentPeriodEnd : addDays(terms.currentPeriodEnd, graceDays);
  }
  if (terms.state === "past_due") return graceUntil(terms, graceDays) ?? undefined;
  return undefined;
}

/**
 * The one rule of plans: Premium while an operator's grant stands, or a subscription is active or
 * trialing, or failing within its grace, or cancelled but inside the period already paid for.
 */
export function premiumWindow(input: {
  manualGrant: boolean;
  subscriptions: readonly SubscriptionTerms[];
  graceDays: number;
}): PremiumWindow {
  if (input.manualGrant) return { plan: "premium", premiumUntil: null };
  const ends = input.subscriptions
    .map((terms) => premiumThrough(terms, input.graceDays))
    .filter((end) => end !== undefined);
  if (ends.length === 0) return { plan: "free", premiumUntil: null };
  return { plan: "premium", premiumUntil: ends.reduce(later) };
}

/** True when the subscription gives Premium at `now`. */
export function subscriptionEntitles(terms: SubscriptionTerms, graceDays: number, now: Date): boolean {
  const end = premiumThrough(terms, graceDays);
  return end === null || (end !== undefined && end > now);
}
