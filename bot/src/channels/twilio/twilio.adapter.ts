import type { InboundMessage, Reply } from "@chefzap/shared";
import twilio from "twilio";
import {
  mountWebhook,
  type MountedWebhook,
  type WebhookMount,
  type WebhookRequest,
  type WebhookResponse,
} from "../../http/webhook-server.ts";
import { renderWhatsApp, TWILIO_BODY_LIMIT } from "../../render/whatsapp.ts";
import type { Channel } from "../channel.ts";
import { stderrLogger, type ChannelLogger } from "../logger.ts";
import { downloadMedia, mediaKind } from "../media-download.ts";
import { createServiceWindow, type ServiceWindow } from "../service-window.ts";
import { createTwilioClient } from "./twilio.client.ts";
import { parseForm, toInbound, type TwilioInbound } from "./twilio.mapper.ts";
import { isSignedByTwilio } from "./twilio.signature.ts";

const LEGACY_MEDIA_HOST = "s3-external-1.amazonaws.com";

export interface TwilioChannelConfig {
  accountSid: string;
  authToken: string;
  /** The WhatsApp sender, "+14155238886" ("whatsapp:+14155238886" is taken too). */
  from: string;
  /** The webhook URL exactly as set in Twilio's console: the signature covers it. */
  webhookUrl: string;
  /** Where to serve the webhook; the path defaults to the public URL's (set it when a proxy rewrites it). */
  webhook: WebhookMount & { path?: string };
  /** Replaces https://api.twilio.com (a local stand-in in tests). */
  apiBaseUrl?: string;
  logger?: ChannelLogger;
  window?: ServiceWindow;
  now?: () => Date;
  mediaMaxBytes?: number;
}

const EMPTY_TWIML = new twilio.twiml.MessagingResponse().toString();
const FORBIDDEN: WebhookResponse = { status: 403, contentType: "text/plain", body: "Forbidden" };

/** WhatsApp through Twilio: a signed form-post webhook in, the REST API out. */
export function createTwilioChannel(config: TwilioChannelConfig): Channel {
  const ourNumber = config.from.replace(/^whatsapp:/, "").replace(/^\+/, "");
  const account = `twilio:+${ourNumber}`;
  const logger = config.logger ?? stderrLogger;
  const window = config.window ?? createServiceWindow();
  const now = config.now ?? (() => new Date());
  const client = createTwilioClient(config.accountSid, config.authToken, config.apiBaseUrl);
  const apiOrigin = new URL(config.apiBaseUrl ?? "https://api.twilio.com").origin;
  const basicAuth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`;
  const inFlight = new Set<Promise<void>>();
  let mounted: MountedWebhook | undefined;
  let deliver: ((message: InboundMessage) => Promise<void>) | undefined;

  function receive(request: WebhookRequest): WebhookResponse {
    const params = parseForm(request.body);
    const signature = request.headers["x-twilio-signature"];
    if (!isSignedByTwilio(config.authToken, signature, config.webhookUrl, params)) return FORBIDDEN;
    const inbound = toInbound(params, { account, ourNumber, receivedAt: now() });
    // Twilio waits at most 15 s for the answer and does not retry; the api dedupes by MessageSid.
    if (inbound && deliver) track(handOn(inbound, deliver));
    return { status: 200, contentType: "text/xml", body: EMPTY_TWIML };
  }

  async function handOn(
    { message, media }: TwilioInbound,
    onMessage: (message: InboundMessage) => Promise<void>,
  ): Promise<void> {
    window.opened(message.conversationKey, new Date(message.receivedAt));
    const kind = media ? mediaKind(media.contentType) : undefined;
    const data = media && kind ? await fetchMedia(media.url, message.id) : undefined;
    const mimeType = media?.contentType.slice(0, 100) ?? "";
    await onMessage(data && kind ? { ...message, media: { kind, mimeType, data } } : message);
  }

  /** The message still goes on without its file when it cannot be read: the cook gets an answer. */
  async function fetchMedia(url: string, messageId: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
    if (!isTwilioUrl(url)) {
      logger.warn({ messageId, url }, "media not on Twilio's API: credentials not sent");
      return undefined;
    }
    try {
      const headers = { Authorization: basicAuth };
      const options = { headers, maxBytes: config.mediaMaxBytes, redirectsTo: isTwilioMediaHost };
      return (await downloadMedia(url, options)).data;
    } catch (error) {
      logger.warn({ messageId, err: error }, "media not downloaded");
      return undefined;
    }
  }

  // Twilio sends a media file on to its CDN: mms.twiliocdn.com with HTTP auth on, the legacy S3 host
  // without (support.twilio.com, "Protect Media Access with HTTP Basic Authentication").
  function isTwilioMediaHost(url: URL): boolean {
    if (url.origin === apiOrigin) return true;
    if (url.protocol !== "https:") return false;
    const host = url.hostname;
    return host.endsWith(".twilio.com") || host.endsWith(".twiliocdn.com") || host === LEGACY_MEDIA_HOST;
  }

  function isTwilioUrl(raw: string): boolean {
    if (!URL.canParse(raw)) return false;
    const url = new URL(raw);
    return url.origin === apiOrigin || (url.protocol === "https:" && url.hostname.endsWith(".twilio.com"));
  }

  function track(work: Promise<void>): void {
    const done = work.catch((error: unknown) =>
      logger.error({ err: error }, "inbound message not handed on"),
    );
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  }

  return {
    account,

    async start(onMessage) {
      if (mounted) throw new Error("Twilio channel already started");
      deliver = onMessage;
      const path = config.webhook.path ?? new URL(config.webhookUrl).pathname;
      mounted = await mountWebhook(config.webhook, [{ method: "POST", path, handler: receive }], logger);
    },

    async send(conversationKey: string, replies: readonly Reply[]) {
      if (!/^\d{10,15}$/.test(conversationKey)) throw new Error(`not a WhatsApp number: ${conversationKey}`);
      // Outside the window only a template WhatsApp approved may be sent: that is
      // messages.create({ from, to, contentSid, contentVariables }) with a ContentSid from the Content API.
      window.assertOpen(conversationKey, now());
      const to = `whatsapp:+${conversationKey}`;
      for (const body of renderWhatsApp(replies, TWILIO_BODY_LIMIT)) {
        try {
          await client.messages.create({ from: `whatsapp:+${ourNumber}`, to, body });
        } catch (error) {
          throw refusal(error);
        }
      }
    },

    async stop() {
      await mounted?.unmount();
      mounted = undefined;
      await Promise.all(inFlight);
      deliver = undefined;
    },
  };
}

function refusal(error: unknown): Error {
  if (error instanceof twilio.RestException)
    return new Error(
      `Twilio refused the message (HTTP ${error.status}, code ${error.code}): ${error.message}`,
    );
  return error instanceof Error ? error : new Error(String(error));
}
