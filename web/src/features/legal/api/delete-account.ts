import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { userQueryKey } from "@/lib/session";

/** DELETE /api/me: erases the account and everything it owns, and clears the session cookie (204). */
export function deleteAccount(): Promise<void> {
  return apiRequest<void>("DELETE", "/api/me");
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      // The user first, so the header and every gate see a visitor at once; then whatever the old
      // account had cached, so nothing of it can be shown again.
      queryClient.setQueryData(userQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
    },
  });
}
