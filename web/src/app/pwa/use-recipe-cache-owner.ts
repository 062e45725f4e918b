import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { keepRecipeCacheFor } from "@/lib/offline-owner";
import { userQueryOptions } from "@/lib/session";

/**
 * Keeps the recipes kept for offline reading to the user signed in on this device. Only an answer
 * from the api counts: offline the user query fails, and the cache must stay for reading.
 */
export function useRecipeCacheOwner(): void {
  const user = useQuery(userQueryOptions);
  const known = user.isSuccess;
  const userId = user.data?.id ?? null;
  useEffect(() => {
    if (!known) return;
    keepRecipeCacheFor(userId).catch((error: unknown) => console.warn("recipe cache owner", error));
  }, [known, userId]);
}
