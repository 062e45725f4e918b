import type { Recipe, SkillLevel } from "@chefzap/shared";
import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import { useState } from "react";
import { apiRequest } from "@/lib/api-client";
import { useJobProgress } from "../hooks/use-job-progress";
import { runJob } from "../run-job";

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

type GenerateOptions = Omit<UseMutationOptions<GeneratedRecipe, Error, GenerateRecipeInput>, "mutationFn">;

/** Generates a recipe and exposes the live stage ("analisando" … "pronta") while it runs. */
export function useGenerateRecipe(options: GenerateOptions = {}) {
  const [jobId, setJobId] = useState<string | null>(null);
  const progress = useJobProgress(jobId);
  const mutation = useMutation({
    ...options,
    mutationFn: (input: GenerateRecipeInput) =>
      runJob((id) => generateRecipe({ ...input, jobId: id }), setJobId),
  });
  return { ...mutation, stage: mutation.isPending ? progress.stage : null };
}
