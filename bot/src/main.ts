import { loadBotConfig } from "./config/env.ts";

// The WhatsApp gateway: channel adapters (Baileys, Twilio, console) arrive with the conversation
// engine. Until then the process validates its configuration and says plainly that it has nothing to do.
const config = loadBotConfig();
if (config.WHATSAPP_PROVIDER === "none") {
  console.warn("ChefZap bot: nenhum provedor de WhatsApp configurado (WHATSAPP_PROVIDER=none); encerrando.");
  process.exit(0);
}
console.error(
  `ChefZap bot: o provedor "${config.WHATSAPP_PROVIDER}" ainda não está disponível nesta versão.`,
);
process.exit(1);
