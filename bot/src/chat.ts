// `npm run chat -- --as 5511987654321`: talk to a running api as that WhatsApp user would.
import { parseArgs } from "node:util";
import { connectGateway } from "./api/gateway-client.ts";
import { CONSOLE_ACCOUNT, consoleChannel } from "./channels/console/console.channel.ts";
import { stderrLogger } from "./channels/logger.ts";
import { loadBotConfig } from "./config/env.ts";
import { serviceToken } from "./config/service-token.ts";
import { runGateway } from "./gateway.ts";

const { values } = parseArgs({ options: { as: { type: "string" } } });
const phone = (values.as ?? "").replace(/\D/g, "");
if (!/^\d{10,15}$/.test(phone)) {
  console.error("Use: npm run chat -- --as 5511987654321 (o número com DDI e DDD)");
  process.exit(2);
}

const config = loadBotConfig();
const token = await serviceToken(config);
if (!token) {
  console.error(
    "Não encontrei a chave do ChefZap. Inicie o app com `npm start` antes, ou defina BOT_SERVICE_TOKEN.",
  );
  process.exit(1);
}

const client = connectGateway({ apiUrl: config.API_URL, token, accounts: [CONSOLE_ACCOUNT] });
// Said once; Socket.IO keeps trying quietly and the chat starts when the api is up.
client.socket.once("connect_error", (error) =>
  console.error(`Sem conexão com ${config.API_URL} (${error.message}); tentando de novo…`),
);
const terminal = consoleChannel({
  phone,
  input: process.stdin,
  output: process.stdout,
  onDone: () => {
    client.close();
    // Ends on its own once the socket has flushed; the timer only bounds a connection that lingers.
    setTimeout(() => process.exit(0), 1000).unref();
  },
});
await runGateway(client, [terminal], stderrLogger);
process.stdout.write(`ChefZap no terminal, como +${phone}. Escreva e tecle Enter (Ctrl+D para sair).\n> `);
