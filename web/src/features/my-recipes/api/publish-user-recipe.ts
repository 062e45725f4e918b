import type { Recipe } from "@chefzap/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { refreshRecipeLists } from "./refresh-recipe-lists";

/** POST /api/user-recipes/{id}/publish: one way, the recipe never goes back to private. */
export function publishUserRecipe(id: string): Promise<Recipe> {
  return apiRequest<Recipe>("POST", `/api/user-recipes/${encodeURIComponent(id)}/publish`);
}

export function usePublishUserRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishUserRecipe,
    onSuccess: () => refreshRecipeLists(queryClient),
  });
}
