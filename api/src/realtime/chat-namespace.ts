import { userRoom, type ChatServerEvents } from "@chefzap/shared";
import type { Logger } from "pino";
import type { Namespace } from "socket.io";
import type { ChannelRegistry } from "../conversation/index.ts";
import type { Authenticator } from "../http/middleware/session.ts";
import { sessionAuth } from "./session-auth.ts";
import type { SocketServer } from "./socket-server.ts";

export type ChatNamespace = Namespace<
  Record<string, never>,
  ChatServerEvents,
  Record<string, never>,
  { userId: string }
>;

/**
 * The web chat ("/chat"): the user's chat replies, progress and drafts, pushed to every tab they have open.
 * Messages go in over HTTP (same-origin checks, limits, validation); a missed push is in the history.
 */
export function attachChatNamespace(
  io: SocketServer,
  deps: { auth: Authenticator; logger: Logger; channels: ChannelRegistry },
): ChatNamespace {
  const chat = io.of("/chat") as unknown as ChatNamespace;
  chat.use(sessionAuth(deps));
  chat.on("connection", (socket) => void socket.join(userRoom(socket.data.userId)));
  deps.channels.register("web", "*", {
    send: async (message) => void chat.to(userRoom(message.conversationKey)).emit("chat:reply", message),
    progress: (conversation, stage) =>
      void chat.to(userRoom(conversation.key)).emit("chat:progress", { stage }),
    draft: (conversation, text) => void chat.to(userRoom(conversation.key)).emit("chat:draft", { text }),
  });
  return chat;
}
