// Creates the Premium product and its R$ 9,90 monthly price at Stripe (once; a second run finds it) and
// prints the STRIPE_PRICE_ID line for .env:  STRIPE_SECRET_KEY=sk_test_… npm run billing:setup
import { loadConfig } from "../src/config/env.ts";
import { createStripeClient, ensurePremiumPrice } from "../src/modules/billing/index.ts";

const { billing } = loadConfig();
if (!billing.stripeSecretKey) {
  console.error("Defina STRIPE_SECRET_KEY (a chave secreta do painel do Stripe) e rode de novo.");
  process.exit(2);
}
const price = await ensurePremiumPrice(createStripeClient(billing.stripeSecretKey, billing.stripeApiBase));
console.log(price.created ? "Preço Premium criado no Stripe." : "O preço Premium já existia no Stripe.");
console.log(`STRIPE_PRICE_ID=${price.id}`);
