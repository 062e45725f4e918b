import type { AdminUserDetails } from "@chefzap/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-keys";

/** GET /api/admin/users/{id}/details, read fresh each time the details open. */
export const userDetailsOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.userDetails(id),
    queryFn: () => apiRequest<AdminUserDetails>("GET", `/api/admin/users/${encodeURIComponent(id)}/details`),
    staleTime: 0,
  });

export function useUserDetails(id: string | null) {
  return useQuery({ ...userDetailsOptions(id ?? ""), enabled: id !== null });
}
