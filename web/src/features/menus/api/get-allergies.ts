import type { AllergiesResponse } from "@chefzap/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

// The same key as the allergies page, so a change made there shows here without a reload.
export const allergiesQueryKey = ["/api/me/allergies"] as const;

/** GET /api/me/allergies: the allergens the cook declared (part of the profile) and their labels. */
export function getAllergies(): Promise<AllergiesResponse> {
  return apiRequest<AllergiesResponse>("GET", "/api/me/allergies");
}

export function useAllergies({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...queryOptions({ queryKey: allergiesQueryKey, queryFn: getAllergies }), enabled });
}
