import type { ForgotPasswordInput } from "@chefzap/shared";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** POST /api/auth/forgot-password: the same answer whether or not the e-mail has an account. */
export function requestPasswordReset(input: ForgotPasswordInput): Promise<{ message: string }> {
  return apiRequest("POST", "/api/auth/forgot-password", input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
