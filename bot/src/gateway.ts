import type { GatewayClient } from "./api/gateway-client.ts";
import type { Channel } from "./channels/channel.ts";
import type { ChannelLogger } from "./channels/logger.ts";

/**
 * Joins channels to the api: what a channel receives is delivered to the api, what the api answers
 * goes back out through the channel that serves its account.
 */
export async function runGateway(client: GatewayClient, channels: readonly Channel[], logger: ChannelLogger) {
  const byAccount = new Map(channels.map((channel) => [channel.account, channel]));
  client.onOutbound(async (message) => {
    const channel = byAccount.get(message.account);
    if (!channel) throw new Error(`no channel for ${message.account}`);
    await channel.send(message.conversationKey, message.replies);
  });
  client.onRestart(async (account) => {
    const channel = byAccount.get(account);
    if (!channel?.restart) throw new Error(`no link to restart for ${account}`);
    logger.info({ account }, "WhatsApp link restarted from the admin panel");
    await channel.restart();
  });
  client.onProgress(({ account, conversationKey }) => {
    void byAccount
      .get(account)
      ?.typing?.(conversationKey)
      .catch((error: unknown) => logger.warn({ err: String(error) }, "typing indicator failed"));
  });
  for (const channel of channels) {
    await channel.start(async (message) => {
      const ack = await client.deliver(message);
      if (!ack.ok) logger.error({ error: ack.error, account: message.account }, "api refused a message");
    });
  }
  return {
    async stop() {
      for (const channel of channels) await channel.stop();
      client.close();
    },
  };
}
