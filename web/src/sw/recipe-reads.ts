/**
 * The api reads the recipe page makes, and nothing else: an allowlist, so sign-in, billing and admin
 * answers (or any other user data) are never written to the device.
 */
const RECIPE_READ = /^\/api\/recipes\/[^/]+(?:\/(?:comments|rating))?$/;

/** Whether an answer to this request may be kept for reading the recipe offline. */
export function isRecipeRead(request: { method: string; url: string }, origin: string): boolean {
  if (request.method !== "GET") return false;
  const url = new URL(request.url);
  return url.origin === origin && RECIPE_READ.test(url.pathname);
}

/** Only complete answers are kept: an error or a redirect read back offline would hide the recipe. */
export function isKeepable(response: Response): boolean {
  return response.status === 200 && (response.headers.get("content-type") ?? "").includes("json");
}
