import { userRoom } from "@chefzap/shared";
import type { Logger } from "pino";
import type { Authenticator } from "../http/middleware/session.ts";
import { sessionAuth } from "./session-auth.ts";
import type { SocketServer } from "./socket-server.ts";

/**
 * The user namespace ("/"): sockets are authenticated by the same session cookie as HTTP, and each joins
 * its user's room, where live progress is delivered.
 */
export function attachUserNamespace(io: SocketServer, deps: { auth: Authenticator; logger: Logger }): void {
  io.use(sessionAuth(deps));

  io.on("connection", (socket) => {
    const { userId } = socket.data;
    void socket.join(userRoom(userId));
    socket.emit("session:ready", { userId });
    socket.on("ping", (ack) => {
      if (typeof ack === "function") ack({ ok: true, at: Date.now() });
    });
  });
}
