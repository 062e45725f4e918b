/**
 * Where plans are sold and a subscription is managed. Every upgrade button in the app leads here, and
 * the WhatsApp bot sends people to the same address.
 */
export const PLANS_PATH = "/subscribe";
