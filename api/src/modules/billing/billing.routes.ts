import express, { Router } from "express";
import { currentUser, requireUser } from "../../http/middleware/session.ts";
import type { BillingService } from "./billing.service.ts";

/** Stripe's events are a few kB; the bound only keeps a stranger from making us buffer megabytes. */
const WEBHOOK_BODY_LIMIT = "256kb";

export function billingRoutes(billing: BillingService): Router {
  const router = Router();

  router.get("/billing/subscription", requireUser, async (req, res) => {
    res.json(await billing.info(currentUser(req).id));
  });

  router.post("/billing/checkout", requireUser, async (req, res) => {
    res.json({ url: await billing.checkout(currentUser(req)) });
  });

  router.post("/billing/portal", requireUser, async (req, res) => {
    res.json({ url: await billing.portal(currentUser(req).id) });
  });

  router.post("/billing/cancel", requireUser, async (req, res) => {
    res.json(await billing.cancel(currentUser(req).id));
  });

  router.post("/billing/resume", requireUser, async (req, res) => {
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
