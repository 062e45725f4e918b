import { connectGateway } from "./api/gateway-client.ts";
import { baileysAccountFor, createBaileysChannelFor } from "./channels/baileys/baileys.provider.ts";
import type { Channel } from "./channels/channel.ts";
import { stderrLogger } from "./channels/logger.ts";
import { createWebhookChannel } from "./channels/providers.ts";
import { loadBotConfig } from "./config/env.ts";
import { serviceToken } from "./config/service-token.ts";
import { runGateway } from "./gateway.ts";

// The WhatsApp gateway: one provider's channel joined to the api's conversation engine.
const config = loadBotConfig();
if (config.WHATSAPP_PROVIDER === "none") {
  console.warn("ChefZap bot: nenhum provedor de WhatsApp configurado (WHATSAPP_PROVIDER=none); encerrando.");
  process.exit(0);
}
if (config.WHATSAPP_PROVIDER === "console") {
  console.error("Para conversar pelo terminal, use: npm run chat -- --as 5511987654321");
  process.exit(2);
}
const token = await serviceToken(config);
if (!token) {
  console.error("ChefZap bot: defina BOT_SERVICE_TOKEN (o mesmo valor na api e no bot).");
  process.exit(1);
}

const webhook: Channel | undefined = createWebhookChannel(config, stderrLogger);
const account = webhook?.account ?? baileysAccountFor(config);
if (!account) {
  console.error(
    `ChefZap bot: o provedor "${config.WHATSAPP_PROVIDER}" ainda não está disponível nesta versão.`,
  );
  process.exit(1);
}
const client = connectGateway({ apiUrl: config.API_URL, token, accounts: [account] });
// Baileys keeps its keys in the api, so its channel is made once the client is.
const channel = webhook ?? createBaileysChannelFor(config, client, stderrLogger);
client.socket.on("connect_error", (error) => stderrLogger.warn({ error: error.message }, "api unreachable"));
const gateway = await runGateway(client, [channel], stderrLogger);
stderrLogger.info({ account: channel.account }, "whatsapp gateway running");
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void gateway.stop().then(() => process.exit(0)));
