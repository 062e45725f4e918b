import { Router } from "express";
import { currentUser, requireUser } from "../../http/middleware/session.ts";
import type { WhatsappLinkService } from "./whatsapp-link.service.ts";

/** Shows the last four digits only: the page needs to say which number, not to publish it. */
const masked = (phone: string) => `•••• ${phone.slice(-4)}`;

export function whatsappLinkRoutes(links: WhatsappLinkService): Router {
  const router = Router();

  router.get("/whatsapp/link", requireUser, async (req, res) => {
    const link = await links.linkOf(currentUser(req).id);
    res.set("Cache-Control", "no-store").json({
      linked: Boolean(link),
      phone: link ? masked(link.phone) : null,
      linkedAt: link?.linkedAt.toISOString() ?? null,
    });
  });

  router.post("/whatsapp/link-code", requireUser, async (req, res) => {
    const { code, expiresAt } = await links.newCode(currentUser(req));
    res.status(201).set("Cache-Control", "no-store").json({ code, expiresAt: expiresAt.toISOString() });
  });

  router.delete("/whatsapp/link", requireUser, async (req, res) => {
    await links.unlink(currentUser(req).id);
    res.status(204).end();
  });

  return router;
}
