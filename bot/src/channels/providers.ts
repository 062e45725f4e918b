import type { BotConfig } from "../config/env.ts";
import type { Channel } from "./channel.ts";
import { createCloudApiChannel } from "./cloud-api/cloud-api.adapter.ts";
import type { ChannelLogger } from "./logger.ts";
import { createTwilioChannel } from "./twilio/twilio.adapter.ts";

type WebhookProvider = "twilio" | "cloud-api";

/** The config checks that a chosen provider has its variables; this names the one that does not. */
function must(value: string | undefined, name: string): string {
  if (value === undefined) throw new Error(`${name} is not set`);
  return value;
}

const factories: Record<WebhookProvider, (config: BotConfig, logger: ChannelLogger) => Channel> = {
  twilio: (c, logger) =>
    createTwilioChannel({
      accountSid: must(c.TWILIO_ACCOUNT_SID, "TWILIO_ACCOUNT_SID"),
      authToken: must(c.TWILIO_AUTH_TOKEN, "TWILIO_AUTH_TOKEN"),
      from: must(c.TWILIO_WHATSAPP_FROM, "TWILIO_WHATSAPP_FROM"),
      webhookUrl: must(c.TWILIO_WEBHOOK_URL, "TWILIO_WEBHOOK_URL"),
      webhook: { port: c.WHATSAPP_WEBHOOK_PORT, host: c.WHATSAPP_WEBHOOK_HOST },
      apiBaseUrl: c.TWILIO_API_BASE,
      logger,
    }),
  "cloud-api": (c, logger) =>
    createCloudApiChannel({
      phoneNumberId: must(c.WHATSAPP_CLOUD_PHONE_NUMBER_ID, "WHATSAPP_CLOUD_PHONE_NUMBER_ID"),
      accessToken: must(c.WHATSAPP_CLOUD_ACCESS_TOKEN, "WHATSAPP_CLOUD_ACCESS_TOKEN"),
      appSecret: must(c.WHATSAPP_CLOUD_APP_SECRET, "WHATSAPP_CLOUD_APP_SECRET"),
      verifyToken: must(c.WHATSAPP_CLOUD_VERIFY_TOKEN, "WHATSAPP_CLOUD_VERIFY_TOKEN"),
      graphBaseUrl: c.WHATSAPP_GRAPH_BASE,
      graphVersion: c.WHATSAPP_CLOUD_GRAPH_VERSION,
      webhook: {
        port: c.WHATSAPP_WEBHOOK_PORT,
        host: c.WHATSAPP_WEBHOOK_HOST,
        path: c.WHATSAPP_CLOUD_WEBHOOK_PATH,
      },
      logger,
    }),
};

/** The webhook provider's channel the config asks for, not started; undefined for any other provider. */
export function createWebhookChannel(config: BotConfig, logger: ChannelLogger): Channel | undefined {
  const provider = config.WHATSAPP_PROVIDER;
  return provider === "twilio" || provider === "cloud-api" ? factories[provider](config, logger) : undefined;
}
