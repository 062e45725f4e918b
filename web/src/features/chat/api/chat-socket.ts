import type { ChatServerEvents } from "@chefzap/shared";
import { io, type Socket } from "socket.io-client";

export type ChatSocket = Socket<ChatServerEvents, Record<string, never>>;

/**
 * A connection to the "/chat" namespace for as long as the chat page is open; the session cookie
 * authenticates it, and the page closes it when it leaves, so it never outlives the session.
 */
export function openChatSocket(): ChatSocket {
  return io("/chat", { withCredentials: true });
}
