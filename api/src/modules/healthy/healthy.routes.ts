import { randomUUID } from "node:crypto";
import { healthyRecipeRequestSchema, type HealthyRecipeResponse } from "@chefzap/shared";
import { Router, type RequestHandler } from "express";
import { currentUser, requireUser } from "../../http/middleware/session.ts";
import { parseBody } from "../../http/validate.ts";
import { toRecipe } from "../recipes/index.ts";
import type { HealthyService } from "./healthy.service.ts";

export function healthyRoutes(healthy: HealthyService, limit: RequestHandler): Router {
  const router = Router();

  router.post("/generate-healthy-recipe", requireUser, limit, async (req, res) => {
    const body = parseBody(healthyRecipeRequestSchema, req.body);
    const jobId = body.jobId ?? randomUUID();
    const { row, check } = await healthy.generate(currentUser(req), body, jobId);
    const answer: HealthyRecipeResponse = { recipe: toRecipe(row), jobId, check };
    res.status(201).json(answer);
  });

  return router;
}
