import type { Recipe } from "@chefzap/shared";
import { DASHBOARD_EXPANDED } from "@/config/constants";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiPage, withQuery, type ApiPage } from "@/lib/api-page";

/** A page is what the expanded list shows at once (spec §9: 9); "Carregar mais" adds the next one. */
export const RECIPES_PAGE_SIZE = DASHBOARD_EXPANDED;

// Under ["/api/recipes"], so the invalidation after generating or modifying a recipe refreshes it.
export const recipesQueryKey = (search: string) => ["/api/recipes", { search }] as const;

/** GET /api/recipes: the signed-in cook's recipes matching `search`, newest first, with the total. */
export function getRecipes(search: string, cursor?: string): Promise<ApiPage<Recipe>> {
  return apiPage(withQuery("/api/recipes", { search, limit: RECIPES_PAGE_SIZE, cursor }));
}

export function useRecipes(search: string) {
  return useInfiniteQuery({
    queryKey: recipesQueryKey(search),
    queryFn: ({ pageParam }) => getRecipes(search, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    // The last answer stays on screen while a new search is asked, instead of skeletons per keystroke.
    placeholderData: keepPreviousData,
  });
}
