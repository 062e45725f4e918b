import type { LoginInput, PublicUser } from "@chefzap/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { userQueryKey } from "@/lib/session";

/**
 * The site's own POST /api/login: an admin is an account whose server-side role is admin, so there is
 * no separate admin sign-in; the answer's isAdmin decides, never the name typed.
 */
export function useAdminSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<PublicUser>("POST", "/api/login", input),
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
