/**
 * Names both the page and the service worker use for what the app keeps on the device; each side
 * reaches Cache Storage on its own, so they must agree on these.
 */

/** Recipes already opened, kept so they read offline; emptied whenever the signed-in user changes. */
export const RECIPE_CACHE = "chefzap-receitas";

/**
 * Who the recipe cache belongs to, written by the page in the cache itself: the worker keeps answers
 * only while someone is signed in, and cannot read the session cookie to know it.
 */
export const CACHE_OWNER_URL = "/__chefzap/dono-do-cache";

/** A photo shared from the phone's gallery waits here until the scanner takes it. */
export const SHARED_PHOTO_CACHE = "chefzap-foto-compartilhada";
export const SHARED_PHOTO_URL = "/__chefzap/foto-compartilhada";

/** The manifest's share target: the gallery POSTs the photo here. */
export const SHARE_TARGET_PATH = "/compartilhar-foto";
/** The form field the manifest names for the shared files. */
export const SHARE_TARGET_FIELD = "foto";
/** Where a share lands: the landing, whose scanner opens with the photo. */
export const SHARE_LANDING = "/?scanner=compartilhar";
export const SHARE_QUERY = { name: "scanner", value: "compartilhar" } as const;
