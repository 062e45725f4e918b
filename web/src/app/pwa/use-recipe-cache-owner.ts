import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { keepRecipeCacheFor } from "@/lib/offline-owner";
import { serverState } from "@/lib/server-state";
import { userQueryOptions } from "@/lib/session";
import { whenIdle } from "@/lib/when-idle";
import { keepServerReads } from "./keep-server-reads";

/**
 * Keeps the recipes kept for offline reading to the user signed in on this device, with those the
 * server rendered this page from. Only an answer from the api counts: offline the user query fails,
 * and the cache must stay for reading.
 */
export function useRecipeCacheOwner(): void {
  const user = useQuery(userQueryOptions);
  const known = user.isSuccess;
  const userId = user.data?.id ?? null;
  useEffect(() => {
    if (!known) return;
    // Opening the cache storage is slow, and nothing on screen waits for it.
    return whenIdle(() => {
      keepRecipeCacheFor(userId)
        .then(() => (userId === null ? undefined : keepServerReads(serverState())))
        .catch((error: unknown) => console.warn("recipe cache owner", error));
    });
  }, [known, userId]);
}
