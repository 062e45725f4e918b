import { userRoom } from "@chefzap/shared";
import type { ProgressSink } from "../modules/generation/progress.ts";
import type { SocketServer } from "./socket-server.ts";

/**
 * Services are built before the HTTP server exists, and the socket server after it; this sink is handed
 * to the services first and attached to the sockets once they are up.
 */
export function createSocketProgress(): ProgressSink & { attach: (io: SocketServer) => void } {
  let io: SocketServer | undefined;
  return {
    attach: (server) => {
      io = server;
    },
    progress: (userId, event) => io?.to(userRoom(userId)).emit("job:progress", event),
    failed: (userId, event) => io?.to(userRoom(userId)).emit("job:failed", event),
  };
}
