import { QueryClient } from "@tanstack/react-query";
import { userQueryKey } from "./session";

/** Spec part 1 §7: no refetch interval or on focus, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}

/** One for a page drawn for a visitor (the build's static pages): nobody is signed in. */
export function visitorQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, null);
  return queryClient;
}
