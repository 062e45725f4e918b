import { DomainError } from "@chefzap/shared";
import express, { Router, type RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import { currentUser, requireUser } from "../../http/middleware/session.ts";
import type { BillingService } from "./billing.service.ts";

/** Stripe's events are a few kB; the bound only keeps a stranger from making us buffer megabytes. */
const WEBHOOK_BODY_LIMIT = "256kb";

/** Checkout, portal, cancel and resume together, per account: far more than anyone clicks. */
const CHANGES_PER_WINDOW = 20;
const WINDOW_MS = 15 * 60 * 1000;

/**
 * Each of these calls Stripe, whose rate limit covers the whole account: one account looping on them
 * must not make checkout fail for everyone. Counted in memory per api instance (a bound, not a tally).
 */
function stripeCallsLimit(): RequestHandler {
  return rateLimit({
    windowMs: WINDOW_MS,
    limit: CHANGES_PER_WINDOW,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    keyGenerator: (req) => currentUser(req).id,
    handler: () => {
      throw new DomainError("rate_limited");
    },
  });
}

export function billingRoutes(billing: BillingService): Router {
  const router = Router();
  const limit = stripeCallsLimit();

  router.get("/billing/subscription", requireUser, async (req, res) => {
    res.json(await billing.info(currentUser(req).id));
  });

  router.post("/billing/checkout", requireUser, limit, async (req, res) => {
    res.json({ url: await billing.checkout(currentUser(req)) });
  });

  router.post("/billing/portal", requireUser, limit, async (req, res) => {
    res.json({ url: await billing.portal(currentUser(req).id) });
  });

  router.post("/billing/cancel", requireUser, limit, async (req, res) => {
    res.json(await billing.cancel(currentUser(req).id));
  });

  router.post("/billing/resume", requireUser, limit, async (req, res) => {
    res.json(await billing.resume(currentUser(req).id));
  });

  return router;
}

/**
 * The provider's webhook reads its body raw (the signature is over the exact bytes), so it is mounted
 * before the api's JSON parser. It answers once the event is stored: a failure answers 5xx and the
 * provider delivers it again.
 */
export function billingWebhookRoutes(billing: BillingService): Router {
  const router = Router();
  router.post(
    "/billing/webhook",
    express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }),
    async (req, res) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const outcome = await billing.receiveWebhook(body, req.get("stripe-signature"));
      res.json({ received: true, outcome });
    },
  );
  return router;
}
