import { describe, expect, it } from "vitest";
import { loadBotConfig } from "./env.ts";

const twilio = {
  WHATSAPP_PROVIDER: "twilio",
  TWILIO_ACCOUNT_SID: "AC0123456789abcdef0123456789abcdef",
  TWILIO_AUTH_TOKEN: "f3a9c1e07b2d4a58c6e1f0b9a7d3c2e4",
  TWILIO_WHATSAPP_FROM: "+14155238886",
  TWILIO_WEBHOOK_URL: "https://bot.chefzap.example/webhooks/twilio",
};

const cloud = {
  WHATSAPP_PROVIDER: "cloud-api",
  WHATSAPP_CLOUD_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_CLOUD_ACCESS_TOKEN: "EAAGm0PX4ZCpsBAexampletoken",
  WHATSAPP_CLOUD_APP_SECRET: "8f14e45fceea167a5a36dedd4bea2543",
  WHATSAPP_CLOUD_VERIFY_TOKEN: "chefzap-verify-7d1e",
};

describe("provider variables", () => {
  it("takes a complete Twilio setup, with the webhook port's default", () => {
    expect(loadBotConfig(twilio)).toMatchObject({ ...twilio, WHATSAPP_WEBHOOK_PORT: 3100 });
  });

  it("takes a complete Cloud API setup, with the Graph version and webhook path defaults", () => {
    expect(loadBotConfig(cloud)).toMatchObject({
      ...cloud,
      WHATSAPP_CLOUD_GRAPH_VERSION: "v26.0",
      WHATSAPP_CLOUD_WEBHOOK_PATH: "/webhooks/whatsapp",
    });
  });

  it("names every variable a chosen provider is missing; empty ones count as missing", () => {
    expect(() => loadBotConfig({ ...twilio, TWILIO_AUTH_TOKEN: "", TWILIO_WEBHOOK_URL: undefined })).toThrow(
      /TWILIO_AUTH_TOKEN: required when WHATSAPP_PROVIDER=twilio; TWILIO_WEBHOOK_URL: required/,
    );
    expect(() => loadBotConfig({ WHATSAPP_PROVIDER: "cloud-api" })).toThrow(/WHATSAPP_CLOUD_APP_SECRET/);
  });

  it("refuses a malformed value even for a provider not chosen", () => {
    expect(() => loadBotConfig({ TWILIO_ACCOUNT_SID: "SK123" })).toThrow(/TWILIO_ACCOUNT_SID/);
    expect(() => loadBotConfig({ WHATSAPP_GRAPH_BASE: "graph.local" })).toThrow(/WHATSAPP_GRAPH_BASE/);
    expect(() => loadBotConfig({ TWILIO_API_BASE: "ftp://127.0.0.1" })).toThrow(/TWILIO_API_BASE/);
  });

  it("talks to the real provider hosts unless a stand-in's address is given; empty means the real one", () => {
    expect(loadBotConfig({ ...cloud, TWILIO_API_BASE: "" })).toMatchObject({
      WHATSAPP_GRAPH_BASE: "https://graph.facebook.com",
      TWILIO_API_BASE: "https://api.twilio.com",
    });
    const local = { WHATSAPP_GRAPH_BASE: "http://127.0.0.1:4010", TWILIO_API_BASE: "http://127.0.0.1:4011" };
    expect(loadBotConfig({ ...cloud, ...local })).toMatchObject(local);
  });
});
