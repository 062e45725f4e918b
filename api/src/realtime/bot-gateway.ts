import { createHash, timingSafeEqual } from "node:crypto";
import type { Server as HttpServer, IncomingMessage } from "node:http";
import {
  authKeyRowSchema,
  BOT_SOCKET_PATH,
  botHandshakeSchema,
  connectionStatusSchema,
  INBOUND_MEDIA_MAX_BYTES,
  inboundMessageSchema,
  type BotClientEvents,
  type BotServerEvents,
} from "@chefzap/shared";
import type { Logger } from "pino";
import { Server, type Socket } from "socket.io";
import { z } from "zod";
import type { ChannelRegistry, ConversationEngine } from "../conversation/index.ts";
import type { WhatsappGatewayService } from "../modules/whatsapp-gateway/index.ts";

type GatewaySocket = Socket<BotClientEvents, BotServerEvents, Record<string, never>, { accounts: string[] }>;
export type BotGateway = Server<
  BotClientEvents,
  BotServerEvents,
  Record<string, never>,
  { accounts: string[] }
>;

export interface BotGatewayDeps {
  token: string;
  engine: ConversationEngine;
  channels: ChannelRegistry;
  gateway: WhatsappGatewayService;
  logger: Logger;
}

const digest = (text: string) => createHash("sha256").update(text).digest();
const room = (account: string) => `account:${account}`;
/** How long the gateway may take to send a reply set before the outbox tries again. */
const SEND_TIMEOUT_MS = 20_000;
/** An admin waits on this one: the gateway acks as soon as the new attempt has begun. */
const RESTART_TIMEOUT_MS = 10_000;

const authGetSchema = z.object({
  account: z.string().max(100),
  type: z.string().max(64),
  ids: z.array(z.string().max(300)).max(1000),
});
const authSetSchema = z.object({ account: z.string().max(100), rows: z.array(authKeyRowSchema).max(5000) });
const authClearSchema = z.object({ account: z.string().max(100) });

function tokenMatches(req: IncomingMessage, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** An ack handler that answers a stable error code, never a stack, to whatever the gateway sent. */
function handle<T>(
  socket: GatewaySocket,
  logger: Logger,
  schema: z.ZodType<T>,
  work: (input: T) => Promise<object>,
) {
  return async (payload: unknown, ack: unknown) => {
    const reply = typeof ack === "function" ? (ack as (r: object) => void) : () => {};
    const parsed = schema.safeParse(payload);
    if (!parsed.success) return reply({ ok: false, error: "validation_failed" });
    try {
      reply({ ok: true, ...(await work(parsed.data)) });
    } catch (error) {
      logger.error({ err: error, gateway: socket.id }, "gateway request failed");
      reply({ ok: false, error: "internal_error" });
    }
  };
}

/**
 * The WhatsApp gateway's own Socket.IO server on the api's port: opened only with the service token
 * (checked before the connection exists), with room for photos and voice notes that browsers never get.
 */
export function createBotGateway(httpServer: HttpServer, deps: BotGatewayDeps): BotGateway {
  const io: BotGateway = new Server(httpServer, {
    path: BOT_SOCKET_PATH,
    serveClient: false,
    maxHttpBufferSize: INBOUND_MEDIA_MAX_BYTES + 1024 * 1024,
    destroyUpgrade: false,
    allowRequest: (req, callback) => callback(null, tokenMatches(req, deps.token)),
  });

  io.use((socket, next) => {
    const handshake = botHandshakeSchema.safeParse(socket.handshake.auth);
    if (!handshake.success) return next(new Error("validation_failed"));
    socket.data.accounts = handshake.data.accounts;
    next();
  });

  const endpoint = (account: string) => ({
    async send(message: Parameters<BotServerEvents["outbound"]>[0]) {
      const acks = await io.to(room(account)).timeout(SEND_TIMEOUT_MS).emitWithAck("outbound", message);
      if (!acks.some((ack) => ack.ok)) {
        const error = acks.find((ack) => !ack.ok);
        throw new Error(error && !error.ok ? error.error : `no gateway connected for ${account}`);
      }
    },
    progress(conversation: { key: string }, stage: Parameters<BotServerEvents["progress"]>[0]["stage"]) {
      io.to(room(account)).emit("progress", { account, conversationKey: conversation.key, stage });
    },
  });

  deps.gateway.useCommands({
    restart: (account) =>
      io.to(room(account)).timeout(RESTART_TIMEOUT_MS).emitWithAck("channel:restart", { account }),
  });

  io.on("connection", (socket) => {
    const { accounts } = socket.data;
    const serves = (account: string) => accounts.includes(account);
    for (const account of accounts) {
      void socket.join(room(account));
      deps.channels.register("whatsapp", account, endpoint(account));
    }
    deps.logger.info({ accounts }, "whatsapp gateway connected");

    socket.on(
      "inbound",
      handle(socket, deps.logger, inboundMessageSchema, async (message) => {
        if (message.channel !== "whatsapp" || !serves(message.account)) throw new Error("account not served");
        return { status: await deps.engine.receive(message) };
      }),
    );
    socket.on(
      "auth:get",
      handle(socket, deps.logger, authGetSchema, async ({ account, type, ids }) => {
        if (!serves(account)) throw new Error("account not served");
        return { values: await deps.gateway.getKeys(account, type, ids) };
      }),
    );
    socket.on(
      "auth:set",
      handle(socket, deps.logger, authSetSchema, async ({ account, rows }) => {
        if (!serves(account)) throw new Error("account not served");
        await deps.gateway.setKeys(account, rows);
        return {};
      }),
    );
    socket.on(
      "auth:clear",
      handle(socket, deps.logger, authClearSchema, async ({ account }) => {
        if (!serves(account)) throw new Error("account not served");
        await deps.gateway.clearKeys(account);
        return {};
      }),
    );
    socket.on("status", (status) => {
      const parsed = connectionStatusSchema.safeParse(status);
      if (parsed.success && serves(parsed.data.account)) deps.gateway.reportStatus(parsed.data);
    });
  });

  return io;
}
