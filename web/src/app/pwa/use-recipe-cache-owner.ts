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
    // Once the page is idle: opening the cache storage is slow, and nothing on screen waits for it.
    const keep = () =>
      void keepRecipeCacheFor(userId).catch((error: unknown) => console.warn("recipe cache owner", error));
    if (typeof requestIdleCallback !== "function") return keep();
    const idle = requestIdleCallback(keep, { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }, [known, userId]);
}
