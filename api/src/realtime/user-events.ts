import { userRoom } from "@chefzap/shared";
import type { UserEvents } from "../events.ts";
import type { SocketServer } from "./socket-server.ts";

/**
 * Services are built before the HTTP server exists, and the socket server after it; this sink is handed
 * to the services first and attached to the sockets once they are up.
 */
export function createUserEvents(): UserEvents & { attach: (io: SocketServer) => void } {
  let io: SocketServer | undefined;
  return {
    attach: (server) => {
      io = server;
    },
    emit: (userId, event, ...args) => void io?.to(userRoom(userId)).emit(event, ...args),
  };
}
