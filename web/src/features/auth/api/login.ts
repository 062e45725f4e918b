import type { LoginInput, PublicUser } from "@chefzap/shared";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** POST /api/login: the server sets the session cookie and answers the user. */
export function login(input: LoginInput): Promise<PublicUser> {
  return apiRequest<PublicUser>("POST", "/api/login", input);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
