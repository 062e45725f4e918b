import { DomainError } from "@chefzap/shared";
import { Router } from "express";
import { currentUser, requireUser } from "../../http/middleware/session.ts";
import type { RecipesRepository } from "./recipes.repository.ts";
import { recipeIdParam } from "./recipe-id.ts";
import { toRecipe } from "./recipe-view.ts";

export function recipesRoutes(recipes: RecipesRepository): Router {
  const router = Router();

  router.get("/recipes", requireUser, async (req, res) => {
    const rows = await recipes.listByUser(currentUser(req).id);
    res.json(rows.map(toRecipe));
  });

  // Recipes are shared by link ("Compartilhar"), so anyone holding the id may read one.
  router.get("/recipes/:id", async (req, res) => {
    const row = await recipes.findById(recipeIdParam(req));
    if (!row) throw new DomainError("not_found", "Receita não encontrada.");
    res.json(toRecipe(row));
  });

  return router;
}
