import { adminRecipesQuerySchema, adminWeeklyMenusQuerySchema, NEXT_CURSOR_HEADER } from "@chefzap/shared";
import { Router } from "express";
import { parseBody } from "../../http/validate.ts";
import type { AdminInsightsService } from "./admin-insights.service.ts";

/** Mounted by adminRoutes, behind its requireAdmin. */
export function adminInsightsRoutes(insights: AdminInsightsService): Router {
  const router = Router();
  router.get("/admin/enhanced-stats", async (_req, res) => {
    res.json(await insights.enhancedStats());
  });
  router.get("/admin/recipe-analytics", async (_req, res) => {
    res.json(await insights.recipeAnalytics());
  });
  router.get("/admin/system-metrics", async (_req, res) => {
    res.json(await insights.systemMetrics());
  });
  router.get("/admin/dashboard-stats", async (_req, res) => {
    res.json(await insights.dashboardStats());
  });
  router.get("/admin/recipes-all", async (req, res) => {
    const page = await insights.recipes(parseBody(adminRecipesQuerySchema, req.query));
    if (page.nextCursor) res.set(NEXT_CURSOR_HEADER, page.nextCursor);
    res.json(page.items);
  });
  router.get("/admin/weekly-menus", async (req, res) => {
    const page = await insights.weeklyMenus(parseBody(adminWeeklyMenusQuerySchema, req.query));
    if (page.nextCursor) res.set(NEXT_CURSOR_HEADER, page.nextCursor);
    res.json(page.items);
  });
  return router;
}
