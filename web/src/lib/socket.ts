import type { UserClientEvents, UserServerEvents } from "@chefzap/shared";
import type { Socket } from "socket.io-client";

export type ChefSocket = Socket<UserServerEvents, UserClientEvents>;

let connecting: Promise<ChefSocket> | null = null;
// True once the server has put this connection in the user's room; events sent before are lost.
let inRoom = false;

/**
 * The signed-in app's one Socket.IO connection, created on first use. socket.io-client is imported
 * lazily so the landing's first load does not carry it; the session cookie authenticates the socket.
 */
export function connectSocket(): Promise<ChefSocket> {
  connecting ??= import("socket.io-client").then(({ io }) => {
    const socket: ChefSocket = io({ withCredentials: true });
    socket.on("session:ready", () => (inRoom = true));
    socket.on("disconnect", () => (inRoom = false));
    return socket;
  });
  return connecting;
}

/**
 * Resolves true once the socket is in the user's room, or false after `timeoutMs`: a job is then
 * posted anyway and its progress shows from the HTTP answer alone.
 */
export async function socketReady(timeoutMs: number): Promise<boolean> {
  const socket = await connectSocket();
  if (inRoom && socket.connected) return true;
  // The server refuses a socket opened before sign-in and the client does not retry that by itself.
  if (!socket.active) socket.connect();
  return new Promise((resolve) => {
    const finish = (ready: boolean) => {
      clearTimeout(timer);
      socket.off("session:ready", onReady);
      resolve(ready);
    };
    const onReady = () => finish(true);
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.on("session:ready", onReady);
  });
}

/** Closes the connection (on logout) so the next user gets a socket with their own session. */
export function disconnectSocket(): void {
  void connecting?.then((socket) => socket.disconnect());
  connecting = null;
  inRoom = false;
}
