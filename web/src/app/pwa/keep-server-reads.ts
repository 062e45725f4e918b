import type { DehydratedState } from "@tanstack/react-query";
import { RECIPE_CACHE } from "@/lib/offline-cache";
import { isRecipeRead } from "@/sw/recipe-reads";

/**
 * Keeps for offline reading the recipe answers a server-rendered page came with: the browser never
 * asked the api for them, so the service worker never saw them go by. Their query keys are their
 * addresses (["/api/recipes", id, "comments"]), and the worker's allowlist decides as for its own.
 * Call it only once the cache is the signed-in cook's (keepRecipeCacheFor).
 */
export async function keepServerReads(
  state: DehydratedState | undefined,
  storage: CacheStorage | undefined = globalThis.caches,
): Promise<void> {
  if (!state || !storage) return;
  const origin = globalThis.location.origin;
  const reads = state.queries.filter(
    (query) =>
      query.state.status === "success" &&
      query.queryKey.every((part) => typeof part === "string") &&
      isRecipeRead({ method: "GET", url: origin + query.queryKey.join("/") }, origin),
  );
  if (!reads.length) return;
  const cache = await storage.open(RECIPE_CACHE);
  await Promise.all(
    reads.map((query) =>
      cache.put(
        query.queryKey.join("/"),
        new Response(JSON.stringify(query.state.data), { headers: { "content-type": "application/json" } }),
      ),
    ),
  );
}
