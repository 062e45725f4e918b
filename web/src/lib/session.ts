import type { PublicUser } from "@chefzap/shared";
import { isServer, queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@/lib/api-client";

export const userQueryKey = ["/api/user"] as const;

/** GET /api/user: the signed-in user, or null when the answer is 401. */
export async function getUser(): Promise<PublicUser | null> {
  try {
    return await apiRequest<PublicUser>("GET", "/api/user");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const userQueryOptions = queryOptions({
  queryKey: userQueryKey,
  queryFn: getUser,
  // Spec §7: fresh for 5 s, refetched on focus and mount, no retry.
  staleTime: 5000,
  refetchOnWindowFocus: true,
  refetchOnMount: true,
  retry: false,
});

export function useUser() {
  const query = useQuery(userQueryOptions);
  // A prerendered page is drawn as the browser's first render will be, still asking (the server
  // never fetches): the header's placeholder, not "Entrar", so a signed-in cook sees no wrong button.
  const isLoading = query.isLoading || (isServer && query.isPending);
  return { user: query.data ?? null, isLoading, isAuthenticated: !!query.data };
}
