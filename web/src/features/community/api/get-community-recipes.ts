import { COMMUNITY_PAGE_SIZE, type CommunityRecipe } from "@chefzap/shared";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiPage, withQuery, type ApiPage } from "@/lib/api-page";
import type { CommunityParams } from "../lib/community-params";

// Under this prefix, so publishing a recipe (my-recipes) refreshes every community list.
export const communityRecipesKey = ["/api/community-recipes"] as const;

/** GET /api/community-recipes: searched, filtered, sorted and paged by the server. */
export function getCommunityRecipes(
  params: CommunityParams,
  cursor?: string,
): Promise<ApiPage<CommunityRecipe>> {
  return apiPage(
    withQuery("/api/community-recipes", {
      search: params.search.trim(),
      filter: params.filter === "all" ? undefined : params.filter,
      sort: params.sort,
      limit: COMMUNITY_PAGE_SIZE,
      cursor,
    }),
  );
}

export function useCommunityRecipes(params: CommunityParams) {
  const query = { search: params.search.trim(), filter: params.filter, sort: params.sort };
  return useInfiniteQuery({
    queryKey: [...communityRecipesKey, query],
    queryFn: ({ pageParam }) => getCommunityRecipes(params, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    // While a new term is fetched the last results stay, dimmed, instead of 8 skeletons per word.
    placeholderData: keepPreviousData,
  });
}
