import type {
  AdminDashboardStats,
  AdminEnhancedStats,
  AdminRecipeAnalytics,
  AdminSystemMetrics,
} from "@chefzap/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-keys";

/** How often the system tab reads the live numbers again while it is open. */
export const SYSTEM_METRICS_REFRESH_MS = 5000;

/** The api keeps the panels' totals for a minute (counting a million recipes is not free): read as often. */
export const STATS_REFRESH_MS = 60_000;

const get =
  <T>(path: string) =>
  () =>
    apiRequest<T>("GET", path);

export function useEnhancedStats() {
  return useQuery({
    queryKey: adminKeys.enhancedStats,
    queryFn: get<AdminEnhancedStats>("/api/admin/enhanced-stats"),
    refetchInterval: STATS_REFRESH_MS,
  });
}

export function useRecipeAnalytics() {
  return useQuery({
    queryKey: adminKeys.recipeAnalytics,
    queryFn: get<AdminRecipeAnalytics>("/api/admin/recipe-analytics"),
    refetchInterval: STATS_REFRESH_MS,
  });
}

export function useDashboardStats() {
  return useQuery({
    queryKey: adminKeys.dashboardStats,
    queryFn: get<AdminDashboardStats>("/api/admin/dashboard-stats"),
    refetchInterval: STATS_REFRESH_MS,
  });
}

/** Only mounted with the system tab, so the polling stops when the admin looks elsewhere. */
export function useSystemMetrics() {
  return useQuery({
    queryKey: adminKeys.systemMetrics,
    queryFn: get<AdminSystemMetrics>("/api/admin/system-metrics"),
    refetchInterval: SYSTEM_METRICS_REFRESH_MS,
    staleTime: 0,
  });
}
