import type { Recipe, SkillLevel } from "@chefzap/shared";
import { apiRequest } from "@/lib/api-client";
import { useJobMutation, type JobMutationOptions } from "./use-job-mutation";

export interface GenerateRecipeInput {
  ingredients: readonly string[];
  /** The post-login path sends only the ingredients; the server then uses "iniciante". */
  skillLevel?: SkillLevel;
}

export type GeneratedRecipe = Pick<Recipe, "id" | "title">;

/** POST /api/generate-recipe: the new recipe; only its id and title are read here. */
export function generateRecipe(input: GenerateRecipeInput & { jobId?: string }): Promise<GeneratedRecipe> {
  return apiRequest<GeneratedRecipe>("POST", "/api/generate-recipe", input);
}

/** Generates a recipe and exposes the live stage ("analisando" … "pronta") while it runs. */
export function useGenerateRecipe(options: JobMutationOptions<GeneratedRecipe, GenerateRecipeInput> = {}) {
  return useJobMutation((input: GenerateRecipeInput, jobId) => generateRecipe({ ...input, jobId }), options);
}
