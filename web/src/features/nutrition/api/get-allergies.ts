import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { AllergiesResponse } from "../types";

export const allergiesQueryKey = ["/api/me/allergies"] as const;

/** GET /api/me/allergies: the ids the cook declared plus the choices (ANVISA RDC 26/2015 + lactose). */
export function getAllergies(): Promise<AllergiesResponse> {
  return apiRequest<AllergiesResponse>("GET", "/api/me/allergies");
}

export const allergiesQueryOptions = queryOptions({ queryKey: allergiesQueryKey, queryFn: getAllergies });

export function useAllergies({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...allergiesQueryOptions, enabled });
}
