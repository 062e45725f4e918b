import type { AdminRecipe, AdminWeeklyMenu } from "@chefzap/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiPage, withQuery } from "@/lib/api-page";
import { adminKeys } from "./admin-keys";

const cursorPage = { initialPageParam: undefined as string | undefined };

/** GET /api/admin/recipes-all: newest first, "Carregar mais" follows X-Next-Cursor. */
export function useAdminRecipes(search: string) {
  return useInfiniteQuery({
    ...cursorPage,
    queryKey: adminKeys.recipes(search.trim()),
    queryFn: ({ pageParam }) =>
      apiPage<AdminRecipe>(withQuery("/api/admin/recipes-all", { search: search.trim(), cursor: pageParam })),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** GET /api/admin/weekly-menus: newest first, cursor pages. */
export function useAdminWeeklyMenus() {
  return useInfiniteQuery({
    ...cursorPage,
    queryKey: adminKeys.weeklyMenus,
    queryFn: ({ pageParam }) =>
      apiPage<AdminWeeklyMenu>(withQuery("/api/admin/weekly-menus", { cursor: pageParam })),
    getNextPageParam: (last) => last.nextCursor,
  });
}
