import type { ChatHistoryItem } from "@chefzap/shared";
import type { AssistantMessage, ChatEntry, OwnMessage } from "../types";

type Live = OwnMessage | AssistantMessage;

/** The label of the chip whose key the cook sent right after the chef offered it ("3" → "Ajustar a receita"). */
function chosenLabel(text: string, previous: ChatEntry | undefined): string | undefined {
  if (previous?.role !== "assistant") return undefined;
  for (const reply of previous.replies) {
    if (reply.kind !== "options") continue;
    const option = reply.options.find((o) => o.key === text.trim());
    if (option) return option.label;
  }
  return undefined;
}

function fromHistory(item: ChatHistoryItem, previous: ChatEntry | undefined): ChatEntry {
  if (item.role === "assistant") return { ...item, live: false };
  const label = chosenLabel(item.text, previous);
  return {
    role: "user",
    id: item.id,
    text: item.text,
    status: "sent",
    at: item.at,
    ...(label && { label }),
    ...(item.photo && { photo: true as const }),
  };
}

function fromLive(message: Live): ChatEntry {
  if (message.role === "assistant") return { ...message, live: true };
  const { stored: _stored, storedAt: _storedAt, ...entry } = message;
  return entry;
}

/** The lines to show: the history, then what happened since that the history does not already hold. */
export function chatEntries(history: readonly ChatHistoryItem[], live: readonly Live[]): ChatEntry[] {
  const entries: ChatEntry[] = [];
  for (const item of history) entries.push(fromHistory(item, entries.at(-1)));
  const shown = new Set(history.map((item) => item.id));
  for (const message of live) if (!shown.has(message.id)) entries.push(fromLive(message));
  return entries;
}

/**
 * How many of the cook's messages still wait for an answer: those the history ends with, plus the
 * ones stored since, less the answers that arrived since. Turns run one at a time, in order.
 */
export function answersAwaited(history: readonly ChatHistoryItem[], live: readonly Live[]): number {
  let waiting = 0;
  for (let i = history.length - 1; i >= 0 && history[i]!.role === "user"; i--) waiting++;
  const shown = new Set(history.map((item) => item.id));
  for (const message of live) {
    if (shown.has(message.id)) continue;
    if (message.role === "assistant") waiting = Math.max(0, waiting - 1);
    else if (message.status === "sent" && message.stored) waiting++;
  }
  return waiting;
}
