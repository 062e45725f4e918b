import { allergiesBodySchema, analyzeNutritionBodySchema } from "@chefzap/shared";
import { Router, type RequestHandler } from "express";
import { allergenIds, allergenTable } from "../../ai/grounding/index.ts";
import { currentUser, requireUser } from "../../http/middleware/session.ts";
import { parseBody } from "../../http/validate.ts";
import type { NutritionService } from "./nutrition.service.ts";

export function nutritionRoutes(nutrition: NutritionService, limit: RequestHandler): Router {
  const router = Router();
  const allergiesSchema = allergiesBodySchema(allergenIds());

  router.post("/recipes/analyze-nutrition", requireUser, limit, async (req, res) => {
    const body = parseBody(analyzeNutritionBodySchema, req.body);
    res.json(await nutrition.analyze(body, currentUser(req).id));
  });

  router.get("/me/allergies", requireUser, async (req, res) => {
    const allergies = await nutrition.getAllergies(currentUser(req).id);
    res.set("Cache-Control", "no-store").json({ allergies, available: available() });
  });

  router.put("/me/allergies", requireUser, async (req, res) => {
    const body = parseBody(allergiesSchema, req.body);
    const allergies = await nutrition.setAllergies(currentUser(req).id, body.allergies);
    res.set("Cache-Control", "no-store").json({ allergies, available: available() });
  });

  return router;
}

/** The choices a settings screen offers, with the regulation's wording. */
function available() {
  return allergenTable().map((a) => ({ id: a.id, label: a.label, name: a.name }));
}
