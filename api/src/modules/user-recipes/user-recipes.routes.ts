import { userRecipeBodySchema } from "@chefzap/shared";
import { Router, type RequestHandler } from "express";
import { currentUser, requireUser } from "../../http/middleware/session.ts";
import { parseBody } from "../../http/validate.ts";
import { recipeIdParam, toRecipe } from "../recipes/index.ts";
import type { UserRecipesService } from "./user-recipes.service.ts";

export function userRecipesRoutes(userRecipes: UserRecipesService, limit: RequestHandler): Router {
  const router = Router();

  router.get("/user-recipes", requireUser, async (req, res) => {
    res.json((await userRecipes.list(currentUser(req).id)).map(toRecipe));
  });

  router.post("/user-recipes", requireUser, async (req, res) => {
    const body = parseBody(userRecipeBodySchema, req.body);
    res.status(201).json(toRecipe(await userRecipes.create(currentUser(req).id, body)));
  });

  // May call a model, so it shares the generation's per-user limit.
  router.post("/user-recipes/improve", requireUser, limit, async (req, res) => {
    const body = parseBody(userRecipeBodySchema, req.body);
    res.json(await userRecipes.improve(currentUser(req), body));
  });

  router.post("/user-recipes/:id/publish", requireUser, async (req, res) => {
    res.json(toRecipe(await userRecipes.publish(currentUser(req).id, recipeIdParam(req))));
  });

  return router;
}
