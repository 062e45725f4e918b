import type { Recipe } from "@chefzap/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const recipesQueryKey = ["/api/recipes"] as const;

/** GET /api/recipes: the signed-in user's recipes, newest first. */
export function getRecipes(): Promise<Recipe[]> {
  return apiRequest<Recipe[]>("GET", "/api/recipes");
}

export const recipesQueryOptions = queryOptions({ queryKey: recipesQueryKey, queryFn: getRecipes });

export function useRecipes() {
  return useQuery(recipesQueryOptions);
}
