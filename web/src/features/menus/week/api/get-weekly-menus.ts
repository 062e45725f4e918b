import type { WeeklyMenu } from "@chefzap/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const weeklyMenusQueryKey = ["/api/weekly-menus"] as const;
export const weeklyMenuQueryKey = (id: string) => ["/api/weekly-menus", id] as const;

/** GET /api/weekly-menus: the cook's menus, newest first. */
export function getWeeklyMenus(): Promise<WeeklyMenu[]> {
  return apiRequest<WeeklyMenu[]>("GET", "/api/weekly-menus");
}

/** GET /api/weekly-menus/:id: one menu (the printable page and the wizard's result). */
export function getWeeklyMenu(id: string): Promise<WeeklyMenu> {
  return apiRequest<WeeklyMenu>("GET", `/api/weekly-menus/${encodeURIComponent(id)}`);
}

// Spec §7: asked only when signed in, never retried.
export const weeklyMenusQueryOptions = queryOptions({
  queryKey: weeklyMenusQueryKey,
  queryFn: getWeeklyMenus,
  retry: false,
});

export function useWeeklyMenus() {
  return useQuery(weeklyMenusQueryOptions);
}

export function useWeeklyMenu(id: string, initialData?: WeeklyMenu) {
  return useQuery({
    queryKey: weeklyMenuQueryKey(id),
    queryFn: () => getWeeklyMenu(id),
    retry: false,
    initialData,
  });
}
