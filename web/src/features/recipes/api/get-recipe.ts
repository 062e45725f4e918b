import type { Recipe } from "@chefzap/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

// Under the list's key, so invalidating ["/api/recipes"] after a change refreshes the open recipe too.
export const recipeQueryKey = (id: string) => ["/api/recipes", id] as const;

/** GET /api/recipes/{id}: anyone with the link may read a recipe; 404 when it does not exist. */
export function getRecipe(id: string): Promise<Recipe> {
  return apiRequest<Recipe>("GET", `/api/recipes/${encodeURIComponent(id)}`);
}

export const recipeQueryOptions = (id: string) =>
  queryOptions({ queryKey: recipeQueryKey(id), queryFn: () => getRecipe(id), retry: false });

export function useRecipe(id: string) {
  return useQuery(recipeQueryOptions(id));
}
