import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import type { UserClientEvents, UserServerEvents } from "@chefzap/shared";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { Server } from "socket.io";
import { countSocketConnectionsWith } from "../http/metrics.ts";
import { isAllowedHandshake } from "../http/middleware/same-origin.ts";
import type { ChannelRegistry } from "../conversation/index.ts";
import type { Authenticator } from "../http/middleware/session.ts";
import { attachChatNamespace } from "./chat-namespace.ts";
import { attachUserNamespace } from "./user-namespace.ts";

interface SocketData {
  userId: string;
}

export type SocketServer = Server<UserClientEvents, UserServerEvents, Record<string, never>, SocketData>;

export interface SocketDeps {
  auth: Authenticator;
  logger: Logger;
  /** With Redis, events reach users connected to any api instance. */
  redis?: Redis;
  /** A handshake from another site's page is refused, as state changes over HTTP are. */
  allowedOrigins: readonly string[];
  /** Where the web chat registers as a channel; absent, there is no "/chat". */
  channels?: ChannelRegistry;
}

/** One Socket.IO server on the api's HTTP server; each namespace lives in its own file. */
export function createSocketServer(httpServer: HttpServer, deps: SocketDeps): SocketServer {
  const io: SocketServer = new Server(httpServer, {
    serveClient: false,
    allowRequest: (req, callback) => callback(null, isAllowedHandshake(req, deps.allowedOrigins)),
  });
  if (deps.redis) io.adapter(createAdapter(deps.redis, deps.redis.duplicate()));
  attachUserNamespace(io, deps);
  if (deps.channels) attachChatNamespace(io, { ...deps, channels: deps.channels });
  countSocketConnectionsWith(() => io.engine.clientsCount);
  return io;
}
