import type { Recipe } from "@chefzap/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const userRecipesQueryKey = ["/api/user-recipes"] as const;

/** GET /api/user-recipes: every recipe of the signed-in cook, written or generated, newest first. */
export function getUserRecipes(): Promise<Recipe[]> {
  return apiRequest<Recipe[]>("GET", "/api/user-recipes");
}

export const userRecipesQueryOptions = queryOptions({
  queryKey: userRecipesQueryKey,
  queryFn: getUserRecipes,
});

/** Spec §7: asked only for a signed-in cook, so only the signed-in page renders what calls this. */
export function useUserRecipes() {
  return useQuery(userRecipesQueryOptions);
}
