import type { MyRating, RateRecipeAnswer, RateRecipeBody } from "@chefzap/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { myRatingKey, recipeKey, recipePath, topRecipesKey } from "./keys";

/** POST /api/recipes/{id}/rate: a second vote replaces the cook's first one. */
export function rateRecipe(recipeId: string, body: RateRecipeBody): Promise<RateRecipeAnswer> {
  return apiRequest<RateRecipeAnswer>("POST", `${recipePath(recipeId)}/rate`, body);
}

/** Spec §7: afterwards the rating (here with the recipe's totals and comments) and the ranking refresh. */
export function useRateRecipe(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RateRecipeBody) => rateRecipe(recipeId, body),
    onSuccess: (answer) => {
      // The widget shows 'Sua avaliação' at once instead of the empty form until the refetch lands.
      const mine: MyRating = {
        rating: answer.rating,
        comment: answer.comment,
        updatedAt: new Date().toISOString(),
      };
      queryClient.setQueryData(myRatingKey(recipeId), mine);
      void queryClient.invalidateQueries({ queryKey: recipeKey(recipeId) });
      void queryClient.invalidateQueries({ queryKey: topRecipesKey });
    },
  });
}
