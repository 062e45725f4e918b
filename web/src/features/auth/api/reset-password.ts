import type { ResetPasswordInput } from "@chefzap/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { userQueryKey } from "@/lib/session";

/** POST /api/auth/reset-password: the new password; every session of the account ends. */
export function resetPassword(input: ResetPasswordInput): Promise<void> {
  return apiRequest("POST", "/api/auth/reset-password", input);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // This browser's session, if it was the account's, ended with the others.
    onSuccess: () => queryClient.setQueryData(userQueryKey, null),
  });
}
