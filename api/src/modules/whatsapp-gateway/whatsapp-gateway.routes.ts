import { whatsappReconnectBodySchema } from "@chefzap/shared";
import { Router } from "express";
import { currentUser, requireAdmin } from "../../http/middleware/session.ts";
import { parseBody } from "../../http/validate.ts";
import type { WhatsappGatewayService } from "./whatsapp-gateway.service.ts";

/** The admin panel's WhatsApp card: each account's connection, and a way to link it again. */
export function whatsappGatewayRoutes(gateway: WhatsappGatewayService): Router {
  const router = Router();
  // With the QR or pairing code while one is shown: never kept by a cache, it gives access to the number.
  router.get("/admin/whatsapp", requireAdmin, (_req, res) => {
    res.set("Cache-Control", "no-store").json({ accounts: gateway.statuses() });
  });
  router.post("/admin/whatsapp/reconnect", requireAdmin, async (req, res) => {
    const { account } = parseBody(whatsappReconnectBodySchema, req.body);
    res.json(await gateway.reconnect(currentUser(req), account));
  });
  return router;
}
