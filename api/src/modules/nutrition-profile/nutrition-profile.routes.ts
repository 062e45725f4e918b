import { nutritionProfileBodySchema } from "@chefzap/shared";
import { Router } from "express";
import { allergenIds } from "../../ai/grounding/index.ts";
import { currentUser, requireUser } from "../../http/middleware/session.ts";
import { parseBody } from "../../http/validate.ts";
import type { NutritionProfileService } from "./nutrition-profile.service.ts";

export function nutritionProfileRoutes(profiles: NutritionProfileService): Router {
  const router = Router();
  const bodySchema = nutritionProfileBodySchema({ isFood: profiles.isFood, allergenIds: allergenIds() });

  router.get("/nutritional-profile", requireUser, async (req, res) => {
    res.json(await profiles.get(currentUser(req).id));
  });

  // Also the food preferences' save: the spec's client sends them in this call (§7 shows no other).
  router.post("/nutritional-profile", requireUser, async (req, res) => {
    const body = parseBody(bodySchema, req.body);
    res.json(await profiles.save(currentUser(req).id, body));
  });

  return router;
}
