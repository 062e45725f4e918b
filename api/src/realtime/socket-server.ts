import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import { userRoom, type ClientToServerEvents, type ServerToClientEvents } from "@chefzap/shared";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { Server } from "socket.io";
import { isDatabaseUnavailable } from "../db/errors.ts";
import { isAllowedHandshake } from "../http/middleware/same-origin.ts";
import { readSessionToken } from "../http/middleware/session.ts";
import type { AuthService } from "../modules/auth/auth.service.ts";

interface SocketData {
  userId: string;
}

export type SocketServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export interface SocketDeps {
  auth: AuthService;
  logger: Logger;
  /** With Redis, events reach users connected to any api instance. */
  redis?: Redis;
  /** A handshake from another site's page is refused, as state changes over HTTP are. */
  allowedOrigins: readonly string[];
}

/** Sockets are authenticated by the same session cookie as HTTP; each joins its user's room. */
export function createSocketServer(httpServer: HttpServer, deps: SocketDeps): SocketServer {
  const io: SocketServer = new Server(httpServer, {
    serveClient: false,
    allowRequest: (req, callback) => callback(null, isAllowedHandshake(req, deps.allowedOrigins)),
  });
  if (deps.redis) io.adapter(createAdapter(deps.redis, deps.redis.duplicate()));

  io.use(async (socket, next) => {
    try {
      const token = readSessionToken(socket.request.headers.cookie);
      const user = token ? await deps.auth.authenticate(token) : null;
      if (!user) return next(new Error("unauthenticated"));
      socket.data.userId = user.id;
      next();
    } catch (error) {
      if (isDatabaseUnavailable(error)) return next(new Error("service_unavailable"));
      deps.logger.error({ err: error }, "socket authentication failed");
      next(new Error("internal_error"));
    }
  });

  io.on("connection", (socket) => {
    const { userId } = socket.data;
    void socket.join(userRoom(userId));
    socket.emit("session:ready", { userId });
    socket.on("ping", (ack) => {
      if (typeof ack === "function") ack({ ok: true, at: Date.now() });
    });
  });

  return io;
}

/** What services use to tell a user about progress, without knowing about sockets. */
export function createUserNotifier(io: SocketServer) {
  return {
    emit<E extends keyof ServerToClientEvents>(
      userId: string,
      event: E,
      ...args: Parameters<ServerToClientEvents[E]>
    ) {
      io.to(userRoom(userId)).emit(event, ...args);
    },
  };
}
