// The Stripe stand-in as a process of its own, for browser journeys (which run the api as a child
// process and cannot import it):  tsx api/src/modules/billing/testing/stand-in-cli.ts <webhook-url> [delay-ms]
// Prints one JSON line { url, secretKey, webhookSecret, priceId } for the api's STRIPE_* settings, then
// serves until SIGTERM or SIGINT. `delay-ms` sends a paid checkout's events that long after the redirect.
import { startStripeStandIn } from "./stripe-stand-in.ts";

const standIn = await startStripeStandIn({
  webhookUrl: process.argv[2],
  checkoutWebhookDelayMs: Number(process.argv[3] ?? 0) || 0,
});
const { url, secretKey, webhookSecret, priceId } = standIn;
process.stdout.write(`${JSON.stringify({ url, secretKey, webhookSecret, priceId })}\n`);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => void standIn.close().then(() => process.exit(0)));
}
