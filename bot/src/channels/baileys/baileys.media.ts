import type { Readable } from "node:stream";

/** Reads a stream whole, giving up (and closing it) as soon as it passes `maxBytes`. */
export async function readAtMost(stream: Readable, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += bytes.byteLength;
      if (size > maxBytes) throw new Error(`media is over the ${maxBytes} limit`);
      chunks.push(bytes);
    }
  } finally {
    stream.destroy();
  }
  const data = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    data.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return data;
}
