/// <reference lib="webworker" />
import { clientsClaim, type WorkboxPlugin } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { CACHE_OWNER_URL, RECIPE_CACHE, SHARE_LANDING, SHARE_TARGET_PATH } from "@/lib/offline-cache";
import { keepSharedPhoto, sharedPhotoFrom } from "@/lib/shared-photo";
import { isAppPage } from "./navigation";
import { isKeepable, isRecipeRead } from "./recipe-reads";

declare let self: ServiceWorkerGlobalScope;

const DAY_S = 24 * 60 * 60;
const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Pages come from the network (the server adds link previews and prerendered HTML); offline, the
// app shell answers and the client router draws the page from what it has. Registered before the
// precache, whose route would otherwise answer "/" with the shell even online.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && sameOrigin(url) && isAppPage(url.pathname),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const shell = await matchPrecache("/index.html");
      if (shell) return shell;
      throw error;
    }
  },
);

// The hashed assets and index.html of this build; an update replaces them whole.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

// A new version waits until the cook accepts the "Nova versão disponível" prompt.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

// The page marks the cache with its signed-in user; without the mark, a visitor's reads are not kept.
async function someoneSignedIn(): Promise<boolean> {
  const cache = await self.caches.open(RECIPE_CACHE);
  return (await cache.match(CACHE_OWNER_URL)) !== undefined;
}

const keptForTheUser: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    isKeepable(response) && (await someoneSignedIn()) ? response : null,
};

registerRoute(
  ({ request }) => isRecipeRead(request, self.location.origin),
  new NetworkFirst({
    cacheName: RECIPE_CACHE,
    // A connection that hangs reads the kept copy rather than a spinner.
    networkTimeoutSeconds: 6,
    plugins: [keptForTheUser, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY_S })],
  }),
);

// A photo shared from the gallery: kept for the scanner, which opens on the landing to take it.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === SHARE_TARGET_PATH,
  async ({ request }) => {
    const form = await request.formData().catch(() => null);
    await keepSharedPhoto(self.caches, form && sharedPhotoFrom(form));
    return Response.redirect(SHARE_LANDING, 303);
  },
  "POST",
);
