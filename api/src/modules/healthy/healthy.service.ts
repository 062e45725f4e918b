import type { HealthyCheck, HealthyRecipeInput } from "@chefzap/shared";
import { TACO_CITATION } from "../../ai/grounding/index.ts";
import type { RecipeAi } from "../../ai/recipe-ai.ts";
import type { RecipeRow, UserRow } from "../../db/schema/index.ts";
import type { GenerationService } from "../generation/index.ts";
import { findFit, type FoundFit } from "./find-fit.ts";

export interface HealthyDeps {
  ai: RecipeAi;
  generation: GenerationService;
}

function toCheck(input: HealthyRecipeInput, fit: FoundFit): HealthyCheck {
  const f = fit.verification.subject.facts;
  return {
    healthGoal: input.healthGoal,
    dietaryRestrictions: input.dietaryRestrictions,
    maxCalories: input.maxCalories,
    maxTime: input.maxTime,
    perServing: {
      calories: f.kcal,
      protein: f.proteinG,
      carbohydrates: f.carbohydrateG,
      fat: f.fatG,
      saturatedFat: f.saturatedFatG,
      fiber: f.fiberG,
      sodium: f.sodiumMg,
      vitaminC: f.vitaminCMg,
      coverage: f.coverage,
    },
    reasons: fit.verification.verdicts.flatMap((v) => (v.ok ? [v.reason] : [])),
    adjustments: fit.adjustments,
    citation: TACO_CITATION,
  };
}

/**
 * Healthy recipes: a dish from the cook's ingredients that the server has checked against the goal,
 * the restrictions and the limits with numbers computed from TACO. Quota, progress and storage are
 * the generation service's; a request no dish can meet spends nothing.
 */
export function createHealthyService(deps: HealthyDeps) {
  return {
    async generate(
      user: UserRow,
      input: HealthyRecipeInput,
      jobId: string,
    ): Promise<{ row: RecipeRow; check: HealthyCheck }> {
      let check: HealthyCheck | undefined;
      const row = await deps.generation.compose(
        user,
        { ingredients: input.ingredients, isHealthy: true },
        jobId,
        async (calculating) => {
          const fit = await findFit(deps.ai, input, calculating);
          check = toCheck(input, fit);
          return { recipe: fit.recipe, source: fit.source };
        },
      );
      return { row, check: check! };
    },
  };
}

export type HealthyService = ReturnType<typeof createHealthyService>;
