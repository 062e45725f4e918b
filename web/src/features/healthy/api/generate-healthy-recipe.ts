import type { HealthyRecipeRequest, HealthyRecipeResponse } from "@chefzap/shared";
import { apiRequest } from "@/lib/api-client";
import { useJobMutation, type JobMutationOptions } from "@/lib/jobs/use-job-mutation";

export type HealthyRequest = Omit<HealthyRecipeRequest, "jobId">;

/** POST /api/generate-healthy-recipe: the saved recipe and the server's check of it. */
export function generateHealthyRecipe(input: HealthyRequest & { jobId: string }) {
  return apiRequest<HealthyRecipeResponse>("POST", "/api/generate-healthy-recipe", input);
}

/** Generates a healthy recipe, exposing the live stage ("analisando" … "pronta") while it runs. */
export function useGenerateHealthyRecipe(
  options: JobMutationOptions<HealthyRecipeResponse, HealthyRequest> = {},
) {
  return useJobMutation(
    (input: HealthyRequest, jobId) => generateHealthyRecipe({ ...input, jobId }),
    options,
  );
}
