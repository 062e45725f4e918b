import type { ConnectionStatus } from "@chefzap/shared";
import type { BotConfig } from "../../config/env.ts";
import type { Channel } from "../channel.ts";
import type { ChannelLogger } from "../logger.ts";
import { apiAuthStore, type AccountKeyCalls } from "./auth-state.ts";
import { baileysAccount, createBaileysChannel } from "./baileys.adapter.ts";

const numberOf = (config: BotConfig) =>
  config.WHATSAPP_PROVIDER === "baileys"
    ? (config.BAILEYS_PAIRING_NUMBER ?? config.BAILEYS_PHONE_NUMBER)
    : undefined;

/** The account a Baileys gateway serves, known before its channel: the api is told it on connecting. */
export function baileysAccountFor(config: BotConfig): string | undefined {
  const phoneNumber = numberOf(config);
  return phoneNumber ? baileysAccount(phoneNumber) : undefined;
}

/** The Baileys channel the config asks for, its keys and connection status kept by the api. */
export function createBaileysChannelFor(
  config: BotConfig,
  client: { auth: AccountKeyCalls; status(status: ConnectionStatus): void },
  logger: ChannelLogger,
): Channel {
  const phoneNumber = numberOf(config);
  if (!phoneNumber) throw new Error("BAILEYS_PHONE_NUMBER is not set");
  return createBaileysChannel({
    phoneNumber,
    auth: apiAuthStore(client.auth, baileysAccount(phoneNumber)),
    pairingCode: config.BAILEYS_PAIRING_NUMBER !== undefined,
    onStatus: (status) => client.status(status),
    logger,
  });
}
