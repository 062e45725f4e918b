import { Router } from "express";
import { currentUser, requireUser } from "../../http/middleware/session.ts";
import { recipeIdParam } from "./recipe-id.ts";
import { toRecipe } from "./recipe-view.ts";
import type { RecipesService } from "./recipes.service.ts";

export function recipesRoutes(recipes: RecipesService): Router {
  const router = Router();

  router.get("/recipes", requireUser, async (req, res) => {
    const rows = await recipes.listByUser(currentUser(req).id);
    res.json(rows.map(toRecipe));
  });

  // Recipes are shared by link ("Compartilhar"), so anyone holding the id may read one.
  router.get("/recipes/:id", async (req, res) => {
    res.json(toRecipe(await recipes.get(recipeIdParam(req))));
  });

  return router;
}
