import { communityQuerySchema, NEXT_CURSOR_HEADER, topRecipesQuerySchema } from "@chefzap/shared";
import { Router } from "express";
import { parseBody } from "../../http/validate.ts";
import { toCommunityRecipe } from "./community-view.ts";
import type { CommunityService } from "./community.service.ts";

// Public pages (spec part 2 §6: no login check); only published recipes ever reach these answers. The
// list carries no total: counting a common word's 20,000 matches costs more than the page itself, so
// the page shows what it has loaded ("Ver Mais" while X-Next-Cursor comes) and the stats the totals.
export function communityRoutes(community: CommunityService): Router {
  const router = Router();

  router.get("/community-recipes", async (req, res) => {
    const page = await community.list(parseBody(communityQuerySchema, req.query));
    if (page.nextCursor) res.set(NEXT_CURSOR_HEADER, page.nextCursor);
    res.json(page.rows.map(toCommunityRecipe));
  });

  router.get("/community-stats", async (_req, res) => {
    res.json(await community.stats());
  });

  router.get("/top-recipes", async (req, res) => {
    const { limit } = parseBody(topRecipesQuerySchema, req.query);
    res.json((await community.top(limit)).map(toCommunityRecipe));
  });

  return router;
}
