import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import {
  adminBulkActionBodySchema,
  adminPaymentsQuerySchema,
  adminUsersQuerySchema,
  DomainError,
  TOTAL_COUNT_HEADER,
} from "@chefzap/shared";
import { Router, type Response } from "express";
import { z } from "zod";
import { currentUser, requireAdmin } from "../../http/middleware/session.ts";
import { parseBody } from "../../http/validate.ts";
import { adminInsightsRoutes } from "./admin-insights.routes.ts";
import { adminModerationRoutes } from "./admin-moderation.routes.ts";
import type { AdminServices } from "./admin-services.ts";

const idParam = z.object({ id: z.uuid("Usuário não encontrado.") });

function userId(params: unknown): string {
  const parsed = idParam.safeParse(params);
  if (!parsed.success) throw new DomainError("not_found", "Usuário não encontrado.");
  return parsed.data.id;
}

async function sendCsv(res: Response, name: string, lines: AsyncIterable<string>): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="${name}-${day}.csv"`);
  await pipeline(Readable.from(lines), res);
}

/** Every admin route sits behind requireAdmin, checked on the server for each request. */
export function adminRoutes(admin: AdminServices): Router {
  const router = Router();
  router.use("/admin", requireAdmin);

  for (const path of ["/admin/users", "/admin/users-complete"]) {
    router.get(path, async (req, res) => {
      const page = await admin.users.users(parseBody(adminUsersQuerySchema, req.query));
      res.set(TOTAL_COUNT_HEADER, String(page.total));
      // The first panel's rows are the second's without its extra columns.
      res.json(
        path === "/admin/users"
          ? page.users.map(
              ({ recipesWritten: _w, recipesPublished: _p, weeklyMenus: _m, subscriptionState: _s, ...u }) =>
                u,
            )
          : page.users,
      );
    });
  }

  router.get("/admin/users/:id/details", async (req, res) => {
    res.json(await admin.users.details(userId(req.params)));
  });

  router.patch("/admin/users/:id/reset-recipes", async (req, res) => {
    res.json(await admin.users.resetRecipes(currentUser(req), userId(req.params)));
  });

  router.post("/admin/bulk-actions", async (req, res) => {
    res.json(await admin.users.bulk(currentUser(req), parseBody(adminBulkActionBodySchema, req.body)));
  });

  router.get("/admin/payments", async (req, res) => {
    const page = await admin.users.payments(parseBody(adminPaymentsQuerySchema, req.query));
    res.set(TOTAL_COUNT_HEADER, String(page.total));
    res.json(page.payments);
  });

  router.get("/admin/export/users", async (req, res) => {
    const query = parseBody(adminUsersQuerySchema, req.query);
    await sendCsv(res, "usuarios", await admin.users.exportUsers(currentUser(req), query));
  });

  router.get("/admin/export/payments", async (req, res) => {
    const query = parseBody(adminPaymentsQuerySchema, req.query);
    await sendCsv(res, "pagamentos", await admin.users.exportPayments(currentUser(req), query));
  });

  router.use(adminInsightsRoutes(admin.insights));
  router.use(adminModerationRoutes(admin.moderation));
  return router;
}
