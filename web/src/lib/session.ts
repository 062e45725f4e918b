import type { PublicUser, Session } from "@chefzap/shared";
import { isServer, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const userQueryKey = ["/api/user"] as const;

/**
 * The signed-in user, or null. GET /api/session rather than the spec's GET /api/user: a visitor gets a
 * 200 with no user instead of a 401, which the browser would report as an error on every page.
 */
export async function getUser(): Promise<PublicUser | null> {
  return (await apiRequest<Session>("GET", "/api/session")).user;
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
