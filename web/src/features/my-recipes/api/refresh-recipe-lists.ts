import type { QueryClient } from "@tanstack/react-query";
import { userRecipesQueryKey } from "./get-user-recipes";

/**
 * After a save or a publish: this page's list, and the lists other pages keep of the same recipes
 * (the dashboard's, the community's), which would otherwise show the old state until they go stale.
 */
export function refreshRecipeLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: userRecipesQueryKey }),
    queryClient.invalidateQueries({ queryKey: ["/api/recipes"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/community-recipes"] }),
  ]);
}
