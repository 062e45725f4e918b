import { Router } from "express";
import { currentUser, requireUser } from "../../http/middleware/session.ts";
import type { RecipesRepository } from "./recipes.repository.ts";
import { toRecipe } from "./recipe-view.ts";

export function recipesRoutes(recipes: RecipesRepository): Router {
  const router = Router();
  router.get("/recipes", requireUser, async (req, res) => {
    const rows = await recipes.listByUser(currentUser(req).id);
    res.json(rows.map(toRecipe));
  });
  return router;
}
