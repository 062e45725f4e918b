import { reportBodySchema } from "@chefzap/shared";
import { Router } from "express";
import { currentUser, requireUser } from "../../http/middleware/session.ts";
import { parseBody } from "../../http/validate.ts";
import type { ReportsService } from "./reports.service.ts";

export function reportsRoutes(reports: ReportsService): Router {
  const router = Router();

  router.post("/reports", requireUser, async (req, res) => {
    await reports.report(currentUser(req).id, parseBody(reportBodySchema, req.body));
    res.status(204).end();
  });

  return router;
}
