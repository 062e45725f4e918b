import { userRoom } from "@chefzap/shared";
import type { Logger } from "pino";
import { isDatabaseUnavailable } from "../db/errors.ts";
import { readSessionToken, type Authenticator } from "../http/middleware/session.ts";
import type { SocketServer } from "./socket-server.ts";

/**
 * The user namespace ("/"): sockets are authenticated by the same session cookie as HTTP, and each joins
 * its user's room, where live progress is delivered.
 */
export function attachUserNamespace(io: SocketServer, deps: { auth: Authenticator; logger: Logger }): void {
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
}
