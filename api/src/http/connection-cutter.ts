import type { Server } from "node:http";
import type { Socket } from "node:net";

/**
 * Tracks a server's connections so a shutdown can cut what is still open after a grace period. Closing
 * a server waits for every connection, and an upgraded one (a WebSocket) is no longer the HTTP server's
 * to close: a browser tab that reconnects its socket in the moment Socket.IO shuts down would hold the
 * process open for good.
 */
export function trackConnections(server: Server) {
  const open = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    open.add(socket);
    socket.once("close", () => open.delete(socket));
  });
  return {
    /**
     * Destroys every connection still open after `graceMs`, telling `onCut` how many; the returned
     * function calls it off.
     */
    cutAfter(graceMs: number, onCut?: (count: number) => void): () => void {
      const timer = setTimeout(() => {
        if (open.size > 0) onCut?.(open.size);
        for (const socket of open) socket.destroy();
      }, graceMs);
      timer.unref();
      return () => clearTimeout(timer);
    },
  };
}
