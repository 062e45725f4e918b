import {
  BOT_SOCKET_PATH,
  type AuthKeyRow,
  type BotClientEvents,
  type BotServerEvents,
  type ConnectionStatus,
  type ConversationProgress,
  type InboundAck,
  type InboundMessage,
  type OutboundMessage,
} from "@chefzap/shared";
import { io, type Socket } from "socket.io-client";

export interface GatewayClientOptions {
  apiUrl: string;
  token: string;
  /** The business accounts this process speaks for. */
  accounts: string[];
}

/** How long the api may take to store a message before the gateway tries again. */
const ACK_TIMEOUT_MS = 10_000;

/**
 * The gateway's only way to the api: the bot never touches the database. Socket.IO reconnects by
 * itself; what is sent while the api is away waits in `deliver` until it is stored.
 */
export function connectGateway(options: GatewayClientOptions) {
  const socket: Socket<BotServerEvents, BotClientEvents> = io(options.apiUrl, {
    path: BOT_SOCKET_PATH,
    transports: ["websocket"],
    extraHeaders: { Authorization: `Bearer ${options.token}` },
    auth: { accounts: options.accounts },
    reconnectionDelayMax: 10_000,
  });

  async function request<T extends { ok: boolean }>(send: () => Promise<T>): Promise<T> {
    const reply = await send();
    if (!reply.ok) throw new Error(`api refused: ${(reply as unknown as { error: string }).error}`);
    return reply;
  }

  return {
    socket,
    /** Resolves once the api has the message stored (or knew it already), retrying while it is away. */
    async deliver(message: InboundMessage): Promise<InboundAck> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await socket.timeout(ACK_TIMEOUT_MS).emitWithAck("inbound", message);
        } catch {
          await new Promise((resolve) => setTimeout(resolve, Math.min(500 * 2 ** attempt, 10_000)));
        }
      }
    },
    onOutbound(handler: (message: OutboundMessage) => Promise<void>): void {
      socket.on("outbound", (message, ack) => {
        handler(message).then(
          () => ack({ ok: true }),
          (error: unknown) =>
            ack({ ok: false, error: error instanceof Error ? error.message : "send failed" }),
        );
      });
    },
    onProgress(handler: (progress: ConversationProgress & { account: string }) => void): void {
      socket.on("progress", handler);
    },
    onRestart(handler: (account: string) => Promise<void>): void {
      socket.on("channel:restart", ({ account }, ack) => {
        handler(account).then(
          () => ack({ ok: true }),
          (error: unknown) =>
            ack({ ok: false, error: error instanceof Error ? error.message : "restart failed" }),
        );
      });
    },
    auth: {
      get: async (account: string, type: string, ids: string[]) =>
        (await request(() => socket.timeout(ACK_TIMEOUT_MS).emitWithAck("auth:get", { account, type, ids })))
          .values,
      set: async (account: string, rows: AuthKeyRow[]) =>
        void (await request(() => socket.timeout(ACK_TIMEOUT_MS).emitWithAck("auth:set", { account, rows }))),
      clear: async (account: string) =>
        void (await request(() => socket.timeout(ACK_TIMEOUT_MS).emitWithAck("auth:clear", { account }))),
    },
    status(status: ConnectionStatus): void {
      socket.emit("status", status);
    },
    close(): void {
      socket.close();
    },
  };
}

export type GatewayClient = ReturnType<typeof connectGateway>;
