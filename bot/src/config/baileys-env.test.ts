import { describe, expect, it } from "vitest";
import { loadBotConfig } from "./env.ts";

describe("Baileys variables", () => {
  it("takes the bot's number, written with or without +, spaces and dashes", () => {
    const config = loadBotConfig({ WHATSAPP_PROVIDER: "baileys", BAILEYS_PHONE_NUMBER: "+55 11 91234-5678" });
    expect(config.BAILEYS_PHONE_NUMBER).toBe("5511912345678");
    expect(config.BAILEYS_PAIRING_NUMBER).toBeUndefined();
  });

  it("takes the number as BAILEYS_PAIRING_NUMBER to link by pairing code, alone or matching", () => {
    const pairing = { WHATSAPP_PROVIDER: "baileys", BAILEYS_PAIRING_NUMBER: "5511912345678" };
    expect(loadBotConfig(pairing).BAILEYS_PAIRING_NUMBER).toBe("5511912345678");
    expect(loadBotConfig({ ...pairing, BAILEYS_PHONE_NUMBER: "+5511912345678" })).toMatchObject({
      BAILEYS_PHONE_NUMBER: "5511912345678",
      BAILEYS_PAIRING_NUMBER: "5511912345678",
    });
    expect(() => loadBotConfig({ ...pairing, BAILEYS_PHONE_NUMBER: "5521900001111" })).toThrow(
      /BAILEYS_PAIRING_NUMBER: differs from BAILEYS_PHONE_NUMBER/,
    );
  });

  it("stops without a number, which names the account the keys are kept under", () => {
    expect(() => loadBotConfig({ WHATSAPP_PROVIDER: "baileys", BAILEYS_PHONE_NUMBER: "" })).toThrow(
      /BAILEYS_PHONE_NUMBER: required when WHATSAPP_PROVIDER=baileys/,
    );
    expect(() => loadBotConfig({ WHATSAPP_PROVIDER: "baileys", BAILEYS_PHONE_NUMBER: "11 9123" })).toThrow(
      /BAILEYS_PHONE_NUMBER/,
    );
  });

  it("is not needed by other providers", () => {
    expect(loadBotConfig({ WHATSAPP_PROVIDER: "none" }).BAILEYS_PHONE_NUMBER).toBeUndefined();
  });
});
