import { describe, expect, it } from "vitest";
import { loadBotConfig } from "./env.ts";

describe("loadBotConfig", () => {
  it("defaults to no WhatsApp provider and the local api", () => {
    expect(loadBotConfig({})).toMatchObject({ WHATSAPP_PROVIDER: "none", API_URL: "http://localhost:3000" });
  });

  it("names the variable that is wrong", () => {
    expect(() => loadBotConfig({ WHATSAPP_PROVIDER: "telegram" })).toThrow(/WHATSAPP_PROVIDER/);
  });

  it("reads an empty BOT_SERVICE_TOKEN, as .env.example ships it, as unset", () => {
    expect(loadBotConfig({ BOT_SERVICE_TOKEN: "" }).BOT_SERVICE_TOKEN).toBeUndefined();
    expect(() => loadBotConfig({ BOT_SERVICE_TOKEN: "short" })).toThrow(/BOT_SERVICE_TOKEN/);
  });
});
