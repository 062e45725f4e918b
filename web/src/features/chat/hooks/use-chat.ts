import { useCallback, useMemo, useReducer } from "react";
import { randomUuid } from "@/lib/uuid";
import { getChatHistory, useChatHistory } from "../api/get-chat-history";
import { sendChatMessage } from "../api/send-chat-message";
import { sendChatPhoto } from "../api/send-chat-photo";
import { answersAwaited, chatEntries } from "../lib/chat-entries";
import { chatReducer, initialChatState } from "../lib/chat-state";
import { sendFailure } from "../lib/send-failure";
import type { PhotoSlot } from "../photo-slot";
import type { OwnMessage, UserEntry } from "../types";
import { useChatSocket } from "./use-chat-socket";

const PHOTO_UNREADABLE = "Não foi possível carregar a imagem. Tente novamente.";

/**
 * The web chat of the signed-in cook: the history read once, then the cook's messages (shown at once,
 * settled by the api) and the chef's answers pushed on the socket, in the order they happen.
 */
export function useChat(photos: PhotoSlot) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);

  const reload = useCallback(async () => {
    const since = Date.now();
    const history = await getChatHistory().catch(() => null);
    if (history) dispatch({ type: "reloaded", history, since });
  }, []);

  const socket = useChatSocket({
    onReply: ({ id, replies }) =>
      dispatch({
        type: "replied",
        message: { role: "assistant", id, replies, at: new Date().toISOString() },
      }),
    onProgress: (stage) => dispatch({ type: "progress", stage }),
    onDraft: (text) => dispatch({ type: "draft", text }),
    onConnect: () => {
      if (history.isSuccess) void reload();
    },
  });
  const history = useChatHistory({ enabled: socket.ready });

  const post = useCallback(async (message: OwnMessage) => {
    try {
      const accepted = message.photo
        ? await sendChatPhoto({ id: message.id, imageData: message.photo })
        : await sendChatMessage({ id: message.id, text: message.text });
      dispatch({ type: "sent", id: message.id, stored: accepted.status === "stored", at: Date.now() });
    } catch (error) {
      dispatch({ type: "failed", id: message.id, ...sendFailure(error) });
    }
  }, []);

  const queue = useCallback(
    (fields: Pick<OwnMessage, "text" | "label" | "photo">) => {
      const message: OwnMessage = {
        role: "user",
        id: randomUuid(),
        status: "sending",
        at: new Date().toISOString(),
        ...fields,
      };
      dispatch({ type: "queued", message });
      void post(message);
    },
    [post],
  );

  const send = useCallback((text: string, label?: string) => queue({ text, label }), [queue]);

  /** Sends a failed message again under the same id, so the api answers it once if it had it. */
  const resend = useCallback(
    ({ id, text, photo, at }: UserEntry) => {
      if (photo === true) return;
      dispatch({ type: "resending", id });
      void post({ role: "user", id, text, photo, at, status: "sending" });
    },
    [post],
  );

  /** Resolves with why the photo cannot go (pt-BR), or null once it is on its way. */
  const sendPhoto = useCallback(
    async (file: File): Promise<string | null> => {
      const problem = photos.problem(file);
      if (problem) return problem;
      const photo = await photos.prepare(file).catch(() => null);
      if (!photo) return PHOTO_UNREADABLE;
      queue({ text: "", photo });
      return null;
    },
    [photos, queue],
  );

  const base = state.history ?? history.data;
  const entries = useMemo(() => chatEntries(base ?? [], state.live), [base, state.live]);
  const working = base !== undefined && answersAwaited(base, state.live) > 0;

  return {
    entries,
    status: base ? ("ready" as const) : history.isError ? ("error" as const) : ("loading" as const),
    reloadHistory: () => void history.refetch(),
    working,
    stage: working ? state.stage : null,
    draft: working ? state.draft : null,
    connected: socket.connected,
    send,
    resend,
    sendPhoto,
  };
}

export type Chat = ReturnType<typeof useChat>;
