import { DomainError } from "@chefzap/shared";
import type { Request } from "express";
import { z } from "zod";

const uuid = z.uuid();

/** A malformed id cannot name a recipe, so it is a 404 like any unknown one (never a database error). */
export function recipeIdParam(req: Request): string {
  const parsed = uuid.safeParse(req.params.id);
  if (!parsed.success) throw new DomainError("not_found", "Receita não encontrada.");
  return parsed.data;
}
