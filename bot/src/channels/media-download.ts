import { INBOUND_MEDIA_MAX_BYTES, type InboundMedia } from "@chefzap/shared";

export interface MediaDownloadOptions {
  headers: Record<string, string>;
  maxBytes?: number;
  timeoutMs?: number;
  /**
   * Where a redirect may lead (the provider's own media hosts). Without it redirects are followed as
   * fetch follows them; with it, any other address, an inward one above all, ends the download.
   */
  redirectsTo?: (url: URL) => boolean;
}

const MAX_REDIRECTS = 5;

/** The response at the end of the redirects `allowed` accepts; Authorization stays on its origin. */
async function follow(
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
  allowed: (url: URL) => boolean,
): Promise<Response> {
  let current = new URL(url);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const sameOrigin = current.origin === new URL(url).origin;
    const response = await fetch(current, { headers: sameOrigin ? headers : {}, redirect: "manual", signal });
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) return response;
    await response.body?.cancel();
    const next = new URL(location, current);
    if (!allowed(next)) throw new Error(`media redirect to ${next.origin} refused`);
    current = next;
  }
  throw new Error("media download went through too many redirects");
}

/** Images feed the scanner and voice notes the transcriber; a video or a PDF has no reader here. */
export function mediaKind(mimeType: string): InboundMedia["kind"] | undefined {
  if (/^image\//i.test(mimeType)) return "image";
  if (/^audio\//i.test(mimeType)) return "audio";
  return undefined;
}

/**
 * Reads a provider's media file, refusing it as soon as it passes `maxBytes` (the declared length
 * first, then the bytes as they come, for a server that declares none or lies).
 */
export async function downloadMedia(
  url: string,
  { headers, maxBytes = INBOUND_MEDIA_MAX_BYTES, timeoutMs = 60_000, redirectsTo }: MediaDownloadOptions,
): Promise<{ data: Uint8Array<ArrayBuffer>; mimeType: string }> {
  const signal = AbortSignal.timeout(timeoutMs);
  // fetch drops Authorization when a redirect leaves the origin (Twilio sends media on to its CDN).
  const response = redirectsTo
    ? await follow(url, headers, signal, redirectsTo)
    : await fetch(url, { headers, redirect: "follow", signal });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new Error(`media download failed with HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > maxBytes) {
    await response.body.cancel();
    throw new Error(`media of ${declared} bytes is over the ${maxBytes} limit`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new Error(`media is over the ${maxBytes} limit`);
    chunks.push(chunk);
  }
  const data = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    data.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const mimeType = (response.headers.get("content-type") ?? "application/octet-stream").split(";")[0]!.trim();
  return { data, mimeType };
}
