import type { MyRating } from "@chefzap/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { myRatingKey, recipePath } from "./keys";

/** GET /api/recipes/{id}/rating: the signed-in cook's own rating, or null before they rate. */
export function getMyRating(recipeId: string): Promise<MyRating> {
  return apiRequest<MyRating>("GET", `${recipePath(recipeId)}/rating`);
}

export const myRatingQueryOptions = (recipeId: string) =>
  queryOptions({ queryKey: myRatingKey(recipeId), queryFn: () => getMyRating(recipeId) });

/** Spec §7: asked only for a signed-in cook (a visitor would get 401). */
export function useMyRating(recipeId: string, enabled: boolean) {
  return useQuery({ ...myRatingQueryOptions(recipeId), enabled });
}
