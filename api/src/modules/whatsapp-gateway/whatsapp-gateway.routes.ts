import { Router } from "express";
import { requireAdmin } from "../../http/middleware/session.ts";
import type { WhatsappGatewayService } from "./whatsapp-gateway.service.ts";

/** GET /api/admin/whatsapp: each account's connection, with the QR or pairing code while one is shown. */
export function whatsappGatewayRoutes(gateway: WhatsappGatewayService): Router {
  const router = Router();
  router.get("/admin/whatsapp", requireAdmin, (_req, res) => {
    res.set("Cache-Control", "no-store").json({ accounts: gateway.statuses() });
  });
  return router;
}
