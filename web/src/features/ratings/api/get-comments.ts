import type { RecipeComment } from "@chefzap/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiPage, withQuery, type ApiPage } from "@/lib/api-page";
import { commentsKey, recipePath } from "./keys";

export const COMMENTS_PAGE_SIZE = 5;

/** GET /api/recipes/{id}/comments: newest first; the next page's cursor comes in a header. */
export function getComments(recipeId: string, cursor?: string): Promise<ApiPage<RecipeComment>> {
  return apiPage(withQuery(`${recipePath(recipeId)}/comments`, { limit: COMMENTS_PAGE_SIZE, cursor }));
}

export function useComments(recipeId: string) {
  return useInfiniteQuery({
    queryKey: commentsKey(recipeId),
    queryFn: ({ pageParam }) => getComments(recipeId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}
