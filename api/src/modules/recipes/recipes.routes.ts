import { myRecipesQuerySchema, NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "@chefzap/shared";
import { Router } from "express";
import { currentUser, requireUser } from "../../http/middleware/session.ts";
import { parseBody } from "../../http/validate.ts";
import { recipeIdParam } from "./recipe-id.ts";
import { toRecipe } from "./recipe-view.ts";
import type { RecipesService } from "./recipes.service.ts";

export function recipesRoutes(recipes: RecipesService): Router {
  const router = Router();

  // The dashboard: still every recipe as a bare list without `limit`; with it, pages (see the headers).
  router.get("/recipes", requireUser, async (req, res) => {
    const query = parseBody(myRecipesQuerySchema, req.query);
    const page = await recipes.searchMine(currentUser(req).id, query);
    res.set(TOTAL_COUNT_HEADER, String(page.total));
    if (page.nextCursor) res.set(NEXT_CURSOR_HEADER, page.nextCursor);
    res.json(page.rows.map(toRecipe));
  });

  // Recipes are shared by link ("Compartilhar"), so anyone holding the id may read one, private or not.
  router.get("/recipes/:id", async (req, res) => {
    res.json(toRecipe(await recipes.get(recipeIdParam(req))));
  });

  return router;
}
