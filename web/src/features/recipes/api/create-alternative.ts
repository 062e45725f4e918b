import type { Recipe } from "@chefzap/shared";
import { useJobMutation, type JobMutationOptions } from "@/lib/jobs/use-job-mutation";
import { apiRequest } from "@/lib/api-client";

/**
 * POST /api/recipes/{id}/alternative ("Nova Versão", Premium): the same recipe id rewritten as another
 * dish. The body is what the first client sent; the server works from its own copy.
 */
export function createAlternative(recipe: Recipe, jobId?: string): Promise<Recipe> {
  return apiRequest<Recipe>("POST", `/api/recipes/${encodeURIComponent(recipe.id)}/alternative`, {
    ingredients: recipe.ingredients,
    currentInstructions: recipe.instructions,
    jobId,
  });
}

export function useCreateAlternative(options: JobMutationOptions<Recipe, Recipe> = {}) {
  return useJobMutation((recipe: Recipe, jobId) => createAlternative(recipe, jobId), options);
}
