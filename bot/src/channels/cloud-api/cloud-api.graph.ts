import { z } from "zod";
import { downloadMedia } from "../media-download.ts";

export interface GraphConfig {
  /** https://graph.facebook.com, or a local stand-in in tests. */
  baseUrl: string;
  /** "v26.0". */
  version: string;
  accessToken: string;
  phoneNumberId: string;
}

const sentSchema = z.object({ messages: z.array(z.object({ id: z.string() })).min(1) });
const mediaInfoSchema = z.object({
  url: z.url(),
  mime_type: z.string().optional(),
  file_size: z.union([z.string(), z.number()]).optional(),
});
const graphErrorSchema = z.object({
  error: z.object({ message: z.string(), code: z.number().optional(), fbtrace_id: z.string().optional() }),
});

/** The few Graph API calls a WhatsApp channel makes: send a text, read a media file by id. */
export function createGraphClient(config: GraphConfig) {
  const root = `${config.baseUrl.replace(/\/+$/, "")}/${config.version}`;
  const auth = { Authorization: `Bearer ${config.accessToken}` };

  async function call(path: string, init: RequestInit = {}): Promise<unknown> {
    const response = await fetch(`${root}/${path}`, {
      ...init,
      headers: { ...auth, ...init.headers },
      signal: AbortSignal.timeout(30_000),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) return body;
    const error = graphErrorSchema.safeParse(body);
    const detail = error.success
      ? `code ${error.data.error.code}: ${error.data.error.message}`
      : "no details";
    throw new Error(`Graph API refused the call (HTTP ${response.status}, ${detail})`);
  }

  return {
    /** Returns WhatsApp's id for the message sent. */
    async sendText(to: string, body: string): Promise<string> {
      const result = await call(`${encodeURIComponent(config.phoneNumberId)}/messages`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to,
          type: "text",
          text: { body },
        }),
      });
      return sentSchema.parse(result).messages[0]!.id;
    },

    /** The id gives a short-lived URL, which also wants the token. */
    async downloadMedia(mediaId: string, maxBytes: number) {
      const info = mediaInfoSchema.parse(await call(encodeURIComponent(mediaId)));
      if (Number(info.file_size ?? 0) > maxBytes)
        throw new Error(`media of ${info.file_size} bytes is over the ${maxBytes} limit`);
      return downloadMedia(info.url, { headers: auth, maxBytes });
    },
  };
}

export type GraphClient = ReturnType<typeof createGraphClient>;
