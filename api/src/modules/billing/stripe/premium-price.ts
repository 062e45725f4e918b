import { CURRENCY, PREMIUM_PRICE_CENTS } from "@chefzap/shared";
import type Stripe from "stripe";

/** How the setup finds its own price again, so running it twice creates nothing new. */
export const PREMIUM_LOOKUP_KEY = "chefzap_premium_monthly_brl";

/**
 * What keeps a Stripe price from being Premium as the plans page sells it (R$ 9,90 a month, BRL, one
 * subscription per month); undefined when it is. Stripe prices never change, so a wrong one has to be
 * replaced (`npm run billing:setup` makes the right one).
 */
export function premiumPriceMismatch(price: Stripe.Price): string | undefined {
  if (!price.active) return "the price is archived";
  if (price.currency !== CURRENCY.toLowerCase()) return `currency is ${price.currency}, not brl`;
  const { interval, interval_count: count } = price.recurring ?? {};
  if (interval !== "month" || count !== 1)
    return price.recurring ? `it recurs every ${count} ${interval}` : "it is a one-time price";
  if (price.unit_amount !== PREMIUM_PRICE_CENTS)
    return `amount is ${price.unit_amount} centavos, not ${PREMIUM_PRICE_CENTS}`;
  return undefined;
}

/**
 * The Premium product and its monthly BRL price at Stripe: found by lookup key, or created. A price
 * whose amount no longer matches PREMIUM_PRICE_CENTS is replaced (Stripe prices cannot change; the
 * key moves to the new one, and existing subscribers stay on the old price until moved).
 */
export async function ensurePremiumPrice(stripe: Stripe): Promise<{ id: string; created: boolean }> {
  const currency = CURRENCY.toLowerCase();
  const { data } = await stripe.prices.list({ lookup_keys: [PREMIUM_LOOKUP_KEY], active: true, limit: 1 });
  const current = data[0];
  if (current && !premiumPriceMismatch(current)) {
    return { id: current.id, created: false };
  }
  const product = await stripe.products.create({
    name: "ChefZap Premium",
    description: "Receitas ilimitadas, Nova Versão, WhatsApp e suporte prioritário.",
  });
  const price = await stripe.prices.create({
    product: product.id,
    currency,
    unit_amount: PREMIUM_PRICE_CENTS,
    recurring: { interval: "month" },
    lookup_key: PREMIUM_LOOKUP_KEY,
    transfer_lookup_key: true,
    nickname: "Premium mensal",
  });
  return { id: price.id, created: true };
}
