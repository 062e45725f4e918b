import type { FoodsResponse } from "@chefzap/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const foodsQueryKey = ["/api/foods"] as const;

/**
 * GET /api/foods: the food catalogue's twelve categories and their foods (id, name, common, icon). The
 * api caches it for an hour with an ETag, so the browser revalidates it for nothing.
 */
export function getFoods(): Promise<FoodsResponse> {
  return apiRequest<FoodsResponse>("GET", "/api/foods");
}

export const foodsQueryOptions = queryOptions({ queryKey: foodsQueryKey, queryFn: getFoods });

export function useFoods() {
  return useQuery(foodsQueryOptions);
}
