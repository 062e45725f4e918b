export { effectivePlan, userWithEffectivePlan } from "./effective-plan.ts";
export { createEntitlementsService, type EntitlementsService, type Feature } from "./entitlements.service.ts";
export {
  graceUntil,
  premiumWindow,
  subscriptionEntitles,
  type PremiumWindow,
  type SubscriptionTerms,
} from "./premium-window.ts";
