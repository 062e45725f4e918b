import type { ChatHistoryItem, ProgressStage } from "@chefzap/shared";
import type { AssistantMessage, OwnMessage } from "../types";

/**
 * The conversation on the page: the history as the api last gave it (null until a reload replaces
 * the first load) and what happened since, in the order it happened. While the chef works, `stage`
 * says how far a recipe has got and `draft` holds the words of the answer being written.
 */
export interface ChatState {
  history: ChatHistoryItem[] | null;
  live: Array<OwnMessage | AssistantMessage>;
  stage: ProgressStage | null;
  draft: string | null;
}

export type ChatAction =
  | { type: "queued"; message: OwnMessage }
  | { type: "resending"; id: string }
  | { type: "sent"; id: string; stored: boolean; at: number }
  | { type: "failed"; id: string; error: string; retryable: boolean }
  | { type: "replied"; message: AssistantMessage }
  | { type: "progress"; stage: ProgressStage }
  | { type: "draft"; text: string }
  | { type: "reloaded"; history: ChatHistoryItem[]; since: number };

export const initialChatState: ChatState = { history: null, live: [], stage: null, draft: null };

function updateOwn(state: ChatState, id: string, change: Partial<OwnMessage>): ChatState {
  return {
    ...state,
    live: state.live.map((m) => (m.role === "user" && m.id === id ? { ...m, ...change } : m)),
  };
}

type Handlers = {
  [T in ChatAction["type"]]: (state: ChatState, action: Extract<ChatAction, { type: T }>) => ChatState;
};

const handlers: Handlers = {
  queued: (state, { message }) => ({ ...state, live: [...state.live, message] }),
  resending: (state, { id }) => updateOwn(state, id, { status: "sending", error: undefined }),
  sent: (state, { id, stored, at }) => updateOwn(state, id, { status: "sent", stored, storedAt: at }),
  failed: (state, { id, error, retryable }) => updateOwn(state, id, { status: "failed", error, retryable }),
  replied: (state, { message }) =>
    state.live.some((m) => m.id === message.id)
      ? state
      : { ...state, live: [...state.live, message], stage: null, draft: null },
  // A stage means the words so far were not the answer: a tool is at work.
  progress: (state, { stage }) => ({ ...state, stage, draft: null }),
  // Drafts come whole, so the latest replaces the last; an empty one takes the words back.
  draft: (state, { text }) => ({ ...state, draft: text || null }),
  // The reloaded history holds what the api stored before the reload began, and every answer it had.
  reloaded: (state, { history, since }) => {
    const kept = new Set(history.map((item) => item.id));
    return {
      history,
      stage: null,
      draft: null,
      live: state.live.filter((m) =>
        m.role === "assistant" ? !kept.has(m.id) : !(m.status === "sent" && (m.storedAt ?? Infinity) < since),
      ),
    };
  },
};

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  return (handlers[action.type] as (s: ChatState, a: ChatAction) => ChatState)(state, action);
}
