export { billingRoutes, billingWebhookRoutes } from "./billing.routes.ts";
export { createBillingService, type BillingService } from "./billing.service.ts";
export { configuredBillingProvider } from "./configured-provider.ts";
export type { BillingProvider } from "./provider.ts";
export { ensurePremiumPrice, PREMIUM_LOOKUP_KEY } from "./stripe/premium-price.ts";
export { createStripeClient, STRIPE_API_VERSION } from "./stripe/stripe-provider.ts";
export { billingApiDocs } from "./billing.openapi.ts";
