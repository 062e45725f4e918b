import type { NutritionalProfile } from "@chefzap/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const nutritionalProfileQueryKey = ["/api/nutritional-profile"] as const;

/** GET /api/nutritional-profile: the cook's profile with its targets, or null before the first save. */
export function getNutritionalProfile(): Promise<NutritionalProfile | null> {
  return apiRequest<NutritionalProfile | null>("GET", "/api/nutritional-profile");
}

export const nutritionalProfileQueryOptions = queryOptions({
  queryKey: nutritionalProfileQueryKey,
  queryFn: getNutritionalProfile,
  // Spec §7: asked only when signed in, never retried.
  retry: false,
});

export function useNutritionalProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...nutritionalProfileQueryOptions, enabled });
}
