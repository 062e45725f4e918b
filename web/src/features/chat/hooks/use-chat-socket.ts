import {
  chatDraftSchema,
  outboundMessageSchema,
  progressStageSchema,
  type OutboundMessage,
  type ProgressStage,
} from "@chefzap/shared";
import { useEffect, useEffectEvent, useState } from "react";
import { openChatSocket } from "../api/chat-socket";

// Long enough for a fresh socket's handshake; past it the history loads anyway and a later connection
// reloads it, so nothing pushed in between is lost.
const READY_WAIT_MS = 2000;

interface ChatSocketHandlers {
  onReply: (message: OutboundMessage) => void;
  onProgress: (stage: ProgressStage) => void;
  /** The answer being written, whole so far; "" when its words were taken back. */
  onDraft: (text: string) => void;
  /** Every (re)connection: what was pushed while there was none is only in the history. */
  onConnect: () => void;
}

/**
 * The page's "/chat" connection. `ready` turns true once connected (or after a short wait), so the
 * history is read after the socket is in the cook's room: an answer is then in one or the other.
 */
export function useChatSocket(handlers: ChatSocketHandlers) {
  const [ready, setReady] = useState(false);
  const [connected, setConnected] = useState(false);
  const onReply = useEffectEvent(handlers.onReply);
  const onProgress = useEffectEvent(handlers.onProgress);
  const onDraft = useEffectEvent(handlers.onDraft);
  const onConnect = useEffectEvent(handlers.onConnect);

  useEffect(() => {
    const socket = openChatSocket();
    const timer = setTimeout(() => setReady(true), READY_WAIT_MS);
    socket.on("connect", () => {
      clearTimeout(timer);
      setConnected(true);
      setReady(true);
      onConnect();
    });
    socket.on("connect_error", () => setReady(true));
    socket.on("disconnect", () => setConnected(false));
    // The payloads are checked like any input: a malformed push is dropped, the history still has it.
    socket.on("chat:reply", (message) => {
      const parsed = outboundMessageSchema.safeParse(message);
      if (parsed.success) onReply(parsed.data);
    });
    socket.on("chat:progress", (progress) => {
      const stage = progressStageSchema.safeParse(progress?.stage);
      if (stage.success) onProgress(stage.data);
    });
    socket.on("chat:draft", (draft) => {
      const parsed = chatDraftSchema.safeParse(draft);
      if (parsed.success) onDraft(parsed.data.text);
    });
    return () => {
      clearTimeout(timer);
      socket.disconnect();
    };
  }, []);

  return { ready, connected };
}
