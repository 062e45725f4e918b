import type { UserServerEvents } from "@chefzap/shared";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- listeners of every event share one map
type Listener = (...args: any[]) => void;

const listeners = new Map<string, Set<Listener>>();

/** Stands in for the app's Socket.IO connection: only the calls the web makes, and a way to emit. */
export const fakeSocket = {
  connected: true,
  active: true,
  on(event: string, listener: Listener) {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)!.add(listener);
    return fakeSocket;
  },
  off(event: string, listener: Listener) {
    listeners.get(event)?.delete(listener);
    return fakeSocket;
  },
  connect: () => fakeSocket,
  disconnect: () => fakeSocket,
};

/**
 * What tests give vi.mock("@/lib/socket"): the socket is a remote boundary like
 * fetch, so a test plays the server's events with serverEmits.
 */
export const fakeSocketModule = {
  connectSocket: async () => fakeSocket,
  socketReady: async () => true,
  disconnectSocket: () => {},
};

export function serverEmits<E extends keyof UserServerEvents>(
  event: E,
  ...args: Parameters<UserServerEvents[E]>
): void {
  listeners.get(event)?.forEach((listener) => listener(...args));
}
