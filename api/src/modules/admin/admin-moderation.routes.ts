import {
  adminAuditQuerySchema,
  adminModerationBodySchema,
  adminReportsQuerySchema,
  NEXT_CURSOR_HEADER,
} from "@chefzap/shared";
import { Router } from "express";
import { currentUser } from "../../http/middleware/session.ts";
import { parseBody } from "../../http/validate.ts";
import type { AdminModerationService } from "./admin-moderation.service.ts";

/** Mounted by adminRoutes, behind its requireAdmin. */
export function adminModerationRoutes(moderation: AdminModerationService): Router {
  const router = Router();
  router.get("/admin/reports", async (req, res) => {
    const page = await moderation.reports(parseBody(adminReportsQuerySchema, req.query));
    if (page.nextCursor) res.set(NEXT_CURSOR_HEADER, page.nextCursor);
    res.json(page.items);
  });
  router.post("/admin/moderation/hide", async (req, res) => {
    res.json(await moderation.hide(currentUser(req), parseBody(adminModerationBodySchema, req.body)));
  });
  router.post("/admin/moderation/restore", async (req, res) => {
    res.json(await moderation.restore(currentUser(req), parseBody(adminModerationBodySchema, req.body)));
  });
  router.get("/admin/audit-log", async (req, res) => {
    const page = await moderation.auditLog(parseBody(adminAuditQuerySchema, req.query));
    if (page.nextCursor) res.set(NEXT_CURSOR_HEADER, page.nextCursor);
    res.json(page.items);
  });
  return router;
}
