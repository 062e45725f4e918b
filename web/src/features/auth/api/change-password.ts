import type { ChangePasswordInput } from "@chefzap/shared";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** POST /api/auth/change-password: this session stays, the account's others end. */
export function changePassword(input: ChangePasswordInput): Promise<void> {
  return apiRequest("POST", "/api/auth/change-password", input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
