import { createHash } from "node:crypto";
import {
  DomainError,
  NUTRITION_MAX_INGREDIENTS,
  NUTRITION_MAX_LINE_LENGTH,
  NUTRITION_MAX_SERVINGS,
} from "@chefzap/shared";
import { allergenIds, allergenTable, detectAllergens, loadGroundingData } from "../../ai/grounding/index.ts";
import { analyzeRecipe, type RecipeAnalysis } from "./analyze-recipe.ts";
import { LruCache } from "./lru-cache.ts";
import type { Db } from "../../db/client.ts";
import { createNutritionRepository } from "./nutrition.repository.ts";
import type { NutritionAnalysis } from "./nutrition-result.ts";

/** Bump when tables, matching or formulas change, so stored analyses are recomputed. */
export const ANALYSIS_VERSION = 2;

export interface AnalyzeInput {
  ingredients: readonly string[];
  servings: number;
  title?: string | null;
}

export interface NutritionDeps {
  db: Db;
  cacheSize?: number;
}

/**
 * Nutrition analysis for every channel. Results are cached by content (memory, then the database);
 * only the allergy warnings depend on who asks, so they are worked out on every call.
 */
export function createNutritionService(deps: NutritionDeps) {
  loadGroundingData();
  const repo = createNutritionRepository(deps.db);
  const cache = new LruCache<string, RecipeAnalysis>(deps.cacheSize ?? 500);

  async function cached(lines: string[], servings: number): Promise<RecipeAnalysis> {
    const key = analysisKey(lines, servings);
    const hit = cache.get(key) ?? ((await repo.findAnalysis(key)) as RecipeAnalysis | undefined);
    if (hit) {
      cache.set(key, hit);
      return hit;
    }
    const analysis = analyzeRecipe(lines, servings);
    cache.set(key, analysis);
    await repo.saveAnalysis(key, servings, analysis as unknown as Record<string, unknown>);
    return analysis;
  }

  return {
    /** `who`: the asker's id, or their declared allergies when the caller has already read them. */
    async analyze(
      input: AnalyzeInput,
      who?: string | { allergies: readonly string[] },
    ): Promise<NutritionAnalysis> {
      const { lines, servings } = checked(input);
      const declared =
        typeof who === "string" ? ((await repo.findAllergies(who)) ?? []) : (who?.allergies ?? []);
      const analysis = await cached(lines, servings);
      return {
        title: input.title?.trim() || null,
        ...analysis,
        allergies: detectAllergens(lines, declared),
      };
    },

    async getAllergies(userId: string): Promise<string[]> {
      const allergies = await repo.findAllergies(userId);
      if (!allergies) throw new DomainError("not_found");
      return allergies;
    },

    async setAllergies(userId: string, ids: readonly string[]): Promise<string[]> {
      const known = new Set(allergenIds());
      const unknown = ids.find((id) => !known.has(id));
      if (unknown !== undefined)
        throw new DomainError("validation_failed", `Alergênico desconhecido: ${unknown}.`, {
          field: "allergies",
        });
      // Stored in the table's order, so the same choice always reads back the same way.
      const chosen = allergenTable()
        .map((a) => a.id)
        .filter((id) => ids.includes(id));
      const saved = await repo.setAllergies(userId, chosen);
      if (!saved) throw new DomainError("not_found");
      return saved;
    },
  };
}

/** Guards for callers other than HTTP (the bot, generation): the routes already validated. */
function checked(input: AnalyzeInput): { lines: string[]; servings: number } {
  const lines = input.ingredients.map((l) => (typeof l === "string" ? l.trim() : "")).filter(Boolean);
  if (lines.length === 0)
    throw new DomainError("validation_failed", "Informe pelo menos um ingrediente.", {
      field: "ingredients",
    });
  if (lines.length > NUTRITION_MAX_INGREDIENTS || lines.some((l) => l.length > NUTRITION_MAX_LINE_LENGTH))
    throw new DomainError("validation_failed", "Lista de ingredientes grande demais.", {
      field: "ingredients",
    });
  if (!Number.isInteger(input.servings) || input.servings < 1 || input.servings > NUTRITION_MAX_SERVINGS)
    throw new DomainError("validation_failed", "O número de porções deve ser um inteiro entre 1 e 100.", {
      field: "servings",
    });
  return { lines, servings: input.servings };
}

/** Content key: lines with case and spacing normalised, in order, plus servings and the version. */
export function analysisKey(lines: readonly string[], servings: number): string {
  const normalised = lines.map((l) => l.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase());
  return createHash("sha256")
    .update(JSON.stringify([ANALYSIS_VERSION, servings, normalised]))
    .digest("hex");
}

export type NutritionService = ReturnType<typeof createNutritionService>;
