import type { Recipe, UserRecipeBody, UserRecipeDraft } from "@chefzap/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { refreshRecipeLists } from "./refresh-recipe-lists";

/** POST /api/user-recipes: saves the recipe as private. An accepted improvement is sent as it came. */
export function createUserRecipe(body: UserRecipeBody | UserRecipeDraft): Promise<Recipe> {
  return apiRequest<Recipe>("POST", "/api/user-recipes", body);
}

export function useCreateUserRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUserRecipe,
    onSuccess: () => refreshRecipeLists(queryClient),
  });
}
