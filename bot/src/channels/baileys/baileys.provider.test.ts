import type { ConnectionStatus } from "@chefzap/shared";
import { describe, expect, it, vi } from "vitest";
import { loadBotConfig } from "../../config/env.ts";
import { silentLogger } from "../logger.ts";
import { baileysAccountFor, createBaileysChannelFor } from "./baileys.provider.ts";

describe("Baileys from the config", () => {
  const config = loadBotConfig({ WHATSAPP_PROVIDER: "baileys", BAILEYS_PHONE_NUMBER: "5511912345678" });

  it("names the account after the bot's number, and no account for another provider", () => {
    expect(baileysAccountFor(config)).toBe("baileys:5511912345678");
    const pairing = { WHATSAPP_PROVIDER: "baileys", BAILEYS_PAIRING_NUMBER: "5511912345678" };
    expect(baileysAccountFor(loadBotConfig(pairing))).toBe("baileys:5511912345678");
    expect(baileysAccountFor(loadBotConfig({ WHATSAPP_PROVIDER: "none" }))).toBeUndefined();
  });

  it("builds a channel for that account, not connected until started", () => {
    const client = {
      auth: { get: vi.fn(), set: vi.fn(), clear: vi.fn() },
      status: vi.fn<(status: ConnectionStatus) => void>(),
    };
    const channel = createBaileysChannelFor(config, client, silentLogger);
    expect(channel.account).toBe("baileys:5511912345678");
    expect(client.auth.get).not.toHaveBeenCalled();
    expect(client.status).not.toHaveBeenCalled();
  });
});
