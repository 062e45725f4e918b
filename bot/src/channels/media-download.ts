import { INBOUND_MEDIA_MAX_BYTES, type InboundMedia } from "@chefzap/shared";

export interface MediaDownloadOptions {
  headers: Record<string, string>;
  maxBytes?: number;
  timeoutMs?: number;
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
  { headers, maxBytes = INBOUND_MEDIA_MAX_BYTES, timeoutMs = 60_000 }: MediaDownloadOptions,
): Promise<{ data: Uint8Array<ArrayBuffer>; mimeType: string }> {
  // fetch drops Authorization when a redirect leaves the origin (Twilio sends media on to its CDN).
  const response = await fetch(url, { headers, redirect: "follow", signal: AbortSignal.timeout(timeoutMs) });
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
