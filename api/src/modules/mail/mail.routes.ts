import { mailOutboxQuerySchema, NEXT_CURSOR_HEADER } from "@chefzap/shared";
import { Router } from "express";
import { requireAdmin } from "../../http/middleware/session.ts";
import { parseBody } from "../../http/validate.ts";
import type { MailService } from "./mail.service.ts";
import { toMailOutboxItem } from "./mail-view.ts";

/** The outbox for admins, bodies included: with SMTP off they are the only copy of a reset link. */
export function mailAdminRoutes(mail: MailService): Router {
  const router = Router();
  router.get("/admin/mail-outbox", requireAdmin, async (req, res) => {
    const page = await mail.outbox(parseBody(mailOutboxQuerySchema, req.query));
    if (page.nextCursor) res.set(NEXT_CURSOR_HEADER, page.nextCursor);
    res.json(page.rows.map(toMailOutboxItem));
  });
  return router;
}
