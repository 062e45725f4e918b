import { randomUUID } from "node:crypto";
import { generateRecipeRequestSchema } from "@chefzap/shared";
import { Router, type RequestHandler } from "express";
import { z } from "zod";
import { currentUser, requireUser } from "../../http/middleware/session.ts";
import { parseBody } from "../../http/validate.ts";
import { toRecipe } from "../recipes/recipe-view.ts";
import { recipeIdParam } from "../recipes/recipe-id.ts";
import type { GenerationService } from "./generation.service.ts";

/** Clients may name the job so they can follow its progress events; otherwise the server names it. */
const jobId = z.uuid().optional();

const generateBody = generateRecipeRequestSchema.extend({ jobId });
const modifyBody = z.object({
  modificationRequest: z
    .string({ error: "Descreva a modificação desejada." })
    .trim()
    .min(1, "Descreva a modificação desejada.")
    .max(500, "O pedido de modificação deve ter no máximo 500 caracteres."),
  jobId,
});
// The first client also sends the current ingredients and instructions; the server uses its own copy.
const alternativeBody = z.object({ jobId }).passthrough();

export function generationRoutes(generation: GenerationService, limit: RequestHandler): Router {
  const router = Router();

  router.post("/generate-recipe", requireUser, limit, async (req, res) => {
    const body = parseBody(generateBody, req.body);
    const id = body.jobId ?? randomUUID();
    const row = await generation.generate(currentUser(req), body, id);
    res.status(201).json({ ...toRecipe(row), jobId: id });
  });

  router.post("/recipes/:id/modify", requireUser, limit, async (req, res) => {
    const body = parseBody(modifyBody, req.body);
    const id = body.jobId ?? randomUUID();
    const row = await generation.modify(currentUser(req), recipeIdParam(req), body.modificationRequest, id);
    res.status(201).json({ ...toRecipe(row), jobId: id });
  });

  router.post("/recipes/:id/alternative", requireUser, limit, async (req, res) => {
    const body = parseBody(alternativeBody, req.body);
    const id = body.jobId ?? randomUUID();
    const row = await generation.alternative(currentUser(req), recipeIdParam(req), id);
    res.json({ ...toRecipe(row), jobId: id });
  });

  return router;
}
