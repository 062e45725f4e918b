import { CACHE_OWNER_URL, RECIPE_CACHE } from "./offline-cache";

/**
 * What the recipe cache needs when the signed-in user is known: emptied when it was kept for someone
 * else (or for a session that ended), and marked when someone is signed in and it is not yet theirs.
 */
export function ownerChange(
  stored: string | null,
  current: string | null,
): { clear: boolean; mark: boolean } {
  const theirs = stored === current;
  return { clear: stored !== null && !theirs, mark: current !== null && !theirs };
}

async function storedOwner(storage: CacheStorage): Promise<string | null> {
  if (!(await storage.has(RECIPE_CACHE))) return null;
  const marker = await (await storage.open(RECIPE_CACHE)).match(CACHE_OWNER_URL);
  return marker ? marker.text() : null;
}

/**
 * Keeps the recipes read offline to the user signed in on this device. Call it only with a user the
 * api confirmed (null after a 401): offline the session is unknown and the cache must stay.
 */
export async function keepRecipeCacheFor(
  userId: string | null,
  storage: CacheStorage | undefined = globalThis.caches,
): Promise<void> {
  if (!storage) return;
  const stored = await storedOwner(storage);
  const change = ownerChange(stored, userId);
  if (change.clear) await storage.delete(RECIPE_CACHE);
  if (change.mark && userId !== null) {
    await (await storage.open(RECIPE_CACHE)).put(CACHE_OWNER_URL, new Response(userId));
  }
}
