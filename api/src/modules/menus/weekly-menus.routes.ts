import {
  DomainError,
  nutritionProfileBodySchema,
  shoppingItemBodySchema,
  weeklyMenuRequestSchema,
  type WeeklyMenuWizardAnswer,
} from "@chefzap/shared";
import { Router, type Request, type RequestHandler } from "express";
import { z } from "zod";
import { allergenIds } from "../../ai/grounding/index.ts";
import { currentUser, requireUser } from "../../http/middleware/session.ts";
import { parseBody } from "../../http/validate.ts";
import { catalogue } from "../catalogue/index.ts";
import { cardapioText, listaComprasText } from "./menu-text.ts";
import type { WeeklyMenusService } from "./weekly-menus.service.ts";

const uuid = z.uuid();

/** A malformed id cannot name a menu: 404 like an unknown one. */
function menuIdParam(req: Request): string {
  const parsed = uuid.safeParse(req.params.id);
  if (!parsed.success) throw new DomainError("not_found", "Cardápio não encontrado.");
  return parsed.data;
}

/**
 * The spec's calls (part 2 §7). The client's `prompt` is read past and never run: the week comes from
 * the form, validated as the profile is, and saved into the profile first.
 */
export function weeklyMenusRoutes(menus: WeeklyMenusService, limit: RequestHandler): Router {
  const router = Router();
  const formSchema = nutritionProfileBodySchema({
    isFood: (id) => catalogue().byId(id) !== undefined,
    allergenIds: allergenIds(),
  });

  router.post("/generate-weekly-menu", requireUser, limit, async (req, res) => {
    const { formData } = parseBody(weeklyMenuRequestSchema, req.body);
    const form = parseBody(formSchema, formData ?? {});
    const menu = await menus.generate(currentUser(req), form, true);
    const answer: WeeklyMenuWizardAnswer = {
      cardapio: cardapioText(menu),
      listaCompras: listaComprasText(menu),
      menu,
    };
    res.status(201).json(answer);
  });

  router.post("/generate-structured-menu", requireUser, limit, async (req, res) => {
    const { profileData } = parseBody(weeklyMenuRequestSchema, req.body);
    const form = parseBody(formSchema, profileData ?? {});
    res.status(201).json(await menus.generate(currentUser(req), form, false));
  });

  router.get("/weekly-menus", requireUser, async (req, res) => {
    res.json(await menus.list(currentUser(req).id));
  });

  router.get("/weekly-menus/:id", requireUser, async (req, res) => {
    res.json(await menus.get(menuIdParam(req), currentUser(req).id));
  });

  router.put("/weekly-menus/:id/shopping-item", requireUser, async (req, res) => {
    const body = parseBody(shoppingItemBodySchema, req.body);
    res.json(await menus.setShoppingItem(menuIdParam(req), currentUser(req).id, body));
  });

  return router;
}
