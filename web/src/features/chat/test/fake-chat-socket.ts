import type { ChatServerEvents } from "@chefzap/shared";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- listeners of every event share one map
type Listener = (...args: any[]) => void;

const listeners = new Map<string, Set<Listener>>();

/** Stands in for the page's "/chat" connection: the calls the chat makes, and a way to play the server. */
export const fakeChatSocket = {
  connected: false,
  opened: 0,
  on(event: string, listener: Listener) {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)!.add(listener);
    return fakeChatSocket;
  },
  disconnect() {
    fakeChatSocket.connected = false;
    listeners.clear();
    return fakeChatSocket;
  },
};

/** What tests give vi.mock of the chat socket module; the connection opens on the next tick. */
export const fakeChatSocketModule = {
  openChatSocket: () => {
    fakeChatSocket.opened++;
    setTimeout(() => socketEvent("connect"), 0);
    return fakeChatSocket;
  },
};

/** A connection event: "connect" (also after a drop), "disconnect", "connect_error". */
export function socketEvent(event: "connect" | "disconnect" | "connect_error"): void {
  fakeChatSocket.connected = event === "connect";
  listeners.get(event)?.forEach((listener) => listener());
}

export function chatServerEmits<E extends keyof ChatServerEvents>(
  event: E,
  ...args: Parameters<ChatServerEvents[E]>
): void {
  listeners.get(event)?.forEach((listener) => listener(...args));
}
