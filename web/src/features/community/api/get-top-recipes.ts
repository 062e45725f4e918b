import type { CommunityRecipe } from "@chefzap/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

// Under this prefix, so a new vote (ratings) refreshes the featured block and the ranking alike.
export const topRecipesKey = ["/api/top-recipes"] as const;

/** GET /api/top-recipes?limit=N: rated published recipes, best first. */
export function getTopRecipes(limit: number): Promise<CommunityRecipe[]> {
  return apiRequest<CommunityRecipe[]>("GET", `/api/top-recipes?limit=${limit}`);
}

export function useTopRecipes(limit: number, { enabled = true } = {}) {
  return useQuery({ queryKey: [...topRecipesKey, limit], queryFn: () => getTopRecipes(limit), enabled });
}
