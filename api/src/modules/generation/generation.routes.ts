import { randomUUID } from "node:crypto";
import {
  alternativeRecipeBodySchema,
  generateRecipeBodySchema,
  modifyRecipeBodySchema,
} from "@chefzap/shared";
import { Router, type RequestHandler } from "express";
import { currentUser, requireUser } from "../../http/middleware/session.ts";
import { parseBody } from "../../http/validate.ts";
import { recipeIdParam, toRecipe } from "../recipes/index.ts";
import type { GenerationService } from "./generation.service.ts";

export function generationRoutes(generation: GenerationService, limit: RequestHandler): Router {
  const router = Router();

  router.post("/generate-recipe", requireUser, limit, async (req, res) => {
    const body = parseBody(generateRecipeBodySchema, req.body);
    const id = body.jobId ?? randomUUID();
    const row = await generation.generate(currentUser(req), body, id);
    res.status(201).json({ ...toRecipe(row), jobId: id });
  });

  router.post("/recipes/:id/modify", requireUser, limit, async (req, res) => {
    const body = parseBody(modifyRecipeBodySchema, req.body);
    const id = body.jobId ?? randomUUID();
    const row = await generation.modify(currentUser(req), recipeIdParam(req), body.modificationRequest, id);
    res.status(201).json({ ...toRecipe(row), jobId: id });
  });

  router.post("/recipes/:id/alternative", requireUser, limit, async (req, res) => {
    const body = parseBody(alternativeRecipeBodySchema, req.body);
    const id = body.jobId ?? randomUUID();
    const row = await generation.alternative(currentUser(req), recipeIdParam(req), id);
    res.json({ ...toRecipe(row), jobId: id });
  });

  return router;
}
