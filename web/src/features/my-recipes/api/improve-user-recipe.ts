import type { ImprovedRecipe, UserRecipeBody } from "@chefzap/shared";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** POST /api/user-recipes/improve: a proposal only; nothing is saved until the author accepts it. */
export function improveUserRecipe(body: UserRecipeBody): Promise<ImprovedRecipe> {
  return apiRequest<ImprovedRecipe>("POST", "/api/user-recipes/improve", body);
}

export function useImproveUserRecipe() {
  return useMutation({ mutationFn: improveUserRecipe });
}
