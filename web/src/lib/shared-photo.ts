import { SHARE_TARGET_FIELD, SHARED_PHOTO_CACHE, SHARED_PHOTO_URL } from "./offline-cache";

const NAME_HEADER = "x-chefzap-nome";
const FALLBACK_NAME = "foto-compartilhada";

/** The first image among the files a share sent; anything else shared along is ignored. */
export function sharedPhotoFrom(form: FormData): File | null {
  for (const value of form.getAll(SHARE_TARGET_FIELD)) {
    if (typeof value !== "string" && value.type.startsWith("image/")) return value;
  }
  return null;
}

/** The photo as Cache Storage keeps it: its bytes, type and (encoded, headers are ASCII) name. */
export function photoResponse(photo: File): Response {
  return new Response(photo, {
    headers: { "content-type": photo.type, [NAME_HEADER]: encodeURIComponent(photo.name) },
  });
}

/** The photo back from Cache Storage, as the file the scanner's picker would have given. */
export async function photoFromResponse(response: Response): Promise<File> {
  const name = decodeURIComponent(response.headers.get(NAME_HEADER) ?? "") || FALLBACK_NAME;
  const type = response.headers.get("content-type") ?? "";
  return new File([await response.arrayBuffer()], name, { type });
}

/** Keeps a shared photo for the scanner; a share without one clears any older photo. */
export async function keepSharedPhoto(storage: CacheStorage, photo: File | null): Promise<void> {
  const cache = await storage.open(SHARED_PHOTO_CACHE);
  if (photo) await cache.put(SHARED_PHOTO_URL, photoResponse(photo));
  else await cache.delete(SHARED_PHOTO_URL);
}

/** The photo shared from the gallery, once: taking it removes it. Null when none waits. */
export async function takeSharedPhoto(
  storage: CacheStorage | undefined = globalThis.caches,
): Promise<File | null> {
  if (!storage) return null;
  const cache = await storage.open(SHARED_PHOTO_CACHE);
  const stored = await cache.match(SHARED_PHOTO_URL);
  if (!stored) return null;
  await cache.delete(SHARED_PHOTO_URL);
  return photoFromResponse(stored);
}
