import type { AdminBulkActionBody, AdminBulkActionResult, AdminMessage } from "@chefzap/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-keys";

/** POST /api/admin/bulk-actions: reset quotas or queue an e-mail for the chosen users. */
export function useBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminBulkActionBody) =>
      apiRequest<AdminBulkActionResult>("POST", "/api/admin/bulk-actions", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** PATCH /api/admin/users/{id}/reset-recipes: one user's free recipes back to zero. */
export function useResetRecipes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest<AdminMessage>("PATCH", `/api/admin/users/${encodeURIComponent(userId)}/reset-recipes`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
