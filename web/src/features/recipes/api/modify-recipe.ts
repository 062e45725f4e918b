import type { Recipe } from "@chefzap/shared";
import { useJobMutation, type JobMutationOptions } from "@/lib/jobs/use-job-mutation";
import { apiRequest } from "@/lib/api-client";

/** POST /api/recipes/{id}/modify (owner only): a NEW recipe; the original stays as it was. */
export function modifyRecipe(id: string, modificationRequest: string, jobId?: string): Promise<Recipe> {
  return apiRequest<Recipe>("POST", `/api/recipes/${encodeURIComponent(id)}/modify`, {
    modificationRequest,
    jobId,
  });
}

export function useModifyRecipe(id: string, options: JobMutationOptions<Recipe, string> = {}) {
  return useJobMutation((request: string, jobId) => modifyRecipe(id, request, jobId), options);
}
