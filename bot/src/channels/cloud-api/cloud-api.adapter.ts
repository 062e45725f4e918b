import { INBOUND_MEDIA_MAX_BYTES, type InboundMessage, type Reply } from "@chefzap/shared";
import {
  mountWebhook,
  type MountedWebhook,
  type WebhookMount,
  type WebhookRequest,
  type WebhookResponse,
} from "../../http/webhook-server.ts";
import { renderWhatsApp, WHATSAPP_TEXT_LIMIT } from "../../render/whatsapp.ts";
import type { Channel } from "../channel.ts";
import { stderrLogger, type ChannelLogger } from "../logger.ts";
import { createServiceWindow, type ServiceWindow } from "../service-window.ts";
import { createGraphClient } from "./cloud-api.graph.ts";
import { readWebhook, type CloudInbound } from "./cloud-api.mapper.ts";
import { isSignedByMeta, sameSecret } from "./cloud-api.signature.ts";

export interface CloudApiChannelConfig {
  phoneNumberId: string;
  /** A system user's token with whatsapp_business_messaging. */
  accessToken: string;
  /** Signs every webhook call (X-Hub-Signature-256). */
  appSecret: string;
  /** What the app's webhook settings were given, echoed back by the subscription check. */
  verifyToken: string;
  webhook: WebhookMount & { path: string };
  /** Replaces https://graph.facebook.com (a local stand-in in tests). */
  graphBaseUrl?: string;
  graphVersion?: string;
  logger?: ChannelLogger;
  window?: ServiceWindow;
  now?: () => Date;
  mediaMaxBytes?: number;
}

const FORBIDDEN: WebhookResponse = { status: 403, contentType: "text/plain", body: "Forbidden" };
const OK: WebhookResponse = { status: 200, contentType: "text/plain", body: "OK" };

/** WhatsApp through Meta's Cloud API: a signed JSON webhook in, the Graph API out. */
export function createCloudApiChannel(config: CloudApiChannelConfig): Channel {
  const account = `cloud:${config.phoneNumberId}`;
  const logger = config.logger ?? stderrLogger;
  const window = config.window ?? createServiceWindow();
  const now = config.now ?? (() => new Date());
  const maxBytes = config.mediaMaxBytes ?? INBOUND_MEDIA_MAX_BYTES;
  const graph = createGraphClient({
    baseUrl: config.graphBaseUrl ?? "https://graph.facebook.com",
    version: config.graphVersion ?? "v26.0",
    accessToken: config.accessToken,
    phoneNumberId: config.phoneNumberId,
  });
  let mounted: MountedWebhook | undefined;
  let deliver: ((message: InboundMessage) => Promise<void>) | undefined;

  function verify({ url }: WebhookRequest): WebhookResponse {
    const query = url.searchParams;
    const challenge = query.get("hub.challenge");
    if (query.get("hub.mode") !== "subscribe" || !challenge) return FORBIDDEN;
    if (!sameSecret(query.get("hub.verify_token"), config.verifyToken)) return FORBIDDEN;
    return { status: 200, contentType: "text/plain", body: challenge };
  }

  async function receive({ body, headers }: WebhookRequest): Promise<WebhookResponse> {
    if (!isSignedByMeta(body, headers["x-hub-signature-256"], config.appSecret)) return FORBIDDEN;
    let payload: unknown;
    try {
      payload = JSON.parse(body.toString("utf8"));
    } catch {
      return { status: 400, contentType: "text/plain", body: "Bad Request" };
    }
    const { inbound, ignored } = readWebhook(payload, {
      account,
      phoneNumberId: config.phoneNumberId,
      now: now(),
    });
    if (ignored.length > 0) logger.info({ ignored }, "webhook items not handed on");
    // Answered only once the api has stored them: on an error Meta delivers the batch again, and the
    // api recognises the messages it already has by their ids.
    for (const item of inbound) await handOn(item);
    return OK;
  }

  async function handOn({ message, media }: CloudInbound): Promise<void> {
    if (!deliver) throw new Error("Cloud API channel is not started");
    window.opened(message.conversationKey, new Date(message.receivedAt));
    let withMedia = message;
    if (media) {
      try {
        const { data } = await graph.downloadMedia(media.id, maxBytes);
        withMedia = { ...message, media: { kind: media.kind, mimeType: media.mimeType, data } };
      } catch (error) {
        // Too big or gone: the message still goes on, so the cook gets an answer.
        logger.warn({ messageId: message.id, err: error }, "media not downloaded");
      }
    }
    await deliver(withMedia);
  }

  return {
    account,

    async start(onMessage) {
      if (mounted) throw new Error("Cloud API channel already started");
      deliver = onMessage;
      const { path } = config.webhook;
      mounted = await mountWebhook(
        config.webhook,
        [
          { method: "GET", path, handler: verify },
          { method: "POST", path, handler: receive },
        ],
        logger,
      );
    },

    async send(conversationKey: string, replies: readonly Reply[]) {
      if (!/^\d{10,15}$/.test(conversationKey)) throw new Error(`not a WhatsApp number: ${conversationKey}`);
      // Outside the window only an approved template may be sent (type "template" on the same endpoint).
      window.assertOpen(conversationKey, now());
      for (const body of renderWhatsApp(replies, WHATSAPP_TEXT_LIMIT))
        await graph.sendText(conversationKey, body);
    },

    async stop() {
      await mounted?.unmount();
      mounted = undefined;
      deliver = undefined;
    },
  };
}
