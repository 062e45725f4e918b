import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { AnalyzeNutritionInput, NutritionAnalysis } from "../types";

/** POST /api/recipes/analyze-nutrition (signed in): TACO numbers, allergens against the cook's list. */
export function analyzeNutrition(input: AnalyzeNutritionInput): Promise<NutritionAnalysis> {
  return apiRequest<NutritionAnalysis>("POST", "/api/recipes/analyze-nutrition", input);
}

type Options = Omit<UseMutationOptions<NutritionAnalysis, Error, AnalyzeNutritionInput>, "mutationFn">;

export function useAnalyzeNutrition(options: Options = {}) {
  return useMutation({ mutationFn: analyzeNutrition, ...options });
}
