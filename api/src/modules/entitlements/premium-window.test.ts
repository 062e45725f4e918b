import { describe, expect, it } from "vitest";
import { premiumWindow, subscriptionEntitles, type SubscriptionTerms } from "./premium-window.ts";

const DAY = 86_400_000;
const t0 = new Date("2026-11-01T12:00:00Z");
const days = (n: number) => new Date(t0.getTime() + n * DAY);
const terms = (over: Partial<SubscriptionTerms>): SubscriptionTerms => ({
  state: "active",
  currentPeriodEnd: days(30),
  cancelAtPeriodEnd: false,
  pastDueSince: null,
  ...over,
});
const window = (subscriptions: SubscriptionTerms[], manualGrant = false) =>
  premiumWindow({ manualGrant, subscriptions, graceDays: 7 });

describe("the plan rule", () => {
  it("gives Premium with no end to an operator's grant, whatever the subscriptions say", () => {
    expect(window([terms({ state: "canceled" })], true)).toEqual({ plan: "premium", premiumUntil: null });
  });

  it("keeps a running subscription Premium until its period plus the grace, should no renewal ever arrive", () => {
    expect(window([terms({})])).toEqual({ plan: "premium", premiumUntil: days(37) });
    expect(window([terms({ state: "trialing" })]).premiumUntil).toEqual(days(37));
  });

  it("ends a cancelled subscription exactly at its period's end", () => {
    expect(window([terms({ cancelAtPeriodEnd: true })])).toEqual({ plan: "premium", premiumUntil: days(30) });
  });

  it("keeps a failing one through the grace from its first failure, never past a cancelled period", () => {
    expect(window([terms({ state: "past_due", pastDueSince: days(30) })]).premiumUntil).toEqual(days(37));
    const cancelled = terms({ state: "past_due", pastDueSince: days(28), cancelAtPeriodEnd: true });
    expect(window([cancelled]).premiumUntil).toEqual(days(30));
  });

  it("gives nothing for ended, unpaid or incomplete subscriptions", () => {
    for (const state of ["canceled", "unpaid", "incomplete", "none"] as const) {
      expect(window([terms({ state })])).toEqual({ plan: "free", premiumUntil: null });
    }
    expect(window([])).toEqual({ plan: "free", premiumUntil: null });
  });

  it("takes the latest end across subscriptions", () => {
    const ends = window([terms({ cancelAtPeriodEnd: true }), terms({ currentPeriodEnd: days(60) })]);
    expect(ends.premiumUntil).toEqual(days(67));
  });

  it("says whether one subscription entitles at a moment", () => {
    const failing = terms({ state: "past_due", pastDueSince: days(0) });
    expect(subscriptionEntitles(failing, 7, days(6))).toBe(true);
    expect(subscriptionEntitles(failing, 7, days(8))).toBe(false);
  });
});
