import { describe, expect, it } from "vitest";
import { loadBotConfig } from "../config/env.ts";
import { silentLogger } from "./logger.ts";
import { createWebhookChannel } from "./providers.ts";

describe("createWebhookChannel", () => {
  it("builds the Twilio channel for its sender number", () => {
    const config = loadBotConfig({
      WHATSAPP_PROVIDER: "twilio",
      TWILIO_ACCOUNT_SID: "AC0123456789abcdef0123456789abcdef",
      TWILIO_AUTH_TOKEN: "f3a9c1e07b2d4a58c6e1f0b9a7d3c2e4",
      TWILIO_WHATSAPP_FROM: "whatsapp:+14155238886",
      TWILIO_WEBHOOK_URL: "https://bot.chefzap.example/webhooks/twilio",
    });
    expect(createWebhookChannel(config, silentLogger)?.account).toBe("twilio:+14155238886");
  });

  it("builds the Cloud API channel for its phone-number id", () => {
    const config = loadBotConfig({
      WHATSAPP_PROVIDER: "cloud-api",
      WHATSAPP_CLOUD_PHONE_NUMBER_ID: "106540352242922",
      WHATSAPP_CLOUD_ACCESS_TOKEN: "EAAGm0PX4ZCpsBAexampletoken",
      WHATSAPP_CLOUD_APP_SECRET: "8f14e45fceea167a5a36dedd4bea2543",
      WHATSAPP_CLOUD_VERIFY_TOKEN: "chefzap-verify-7d1e",
    });
    expect(createWebhookChannel(config, silentLogger)?.account).toBe("cloud:106540352242922");
  });

  it("leaves other providers to their own code", () => {
    expect(
      createWebhookChannel(loadBotConfig({ WHATSAPP_PROVIDER: "console" }), silentLogger),
    ).toBeUndefined();
  });
});
