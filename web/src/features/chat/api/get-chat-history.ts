import type { ChatHistoryItem } from "@chefzap/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const chatHistoryQueryKey = ["/api/chat/messages"] as const;

/** GET /api/chat/messages: the last lines of the cook's web chat, oldest first. */
export async function getChatHistory(): Promise<ChatHistoryItem[]> {
  const { messages } = await apiRequest<{ messages: ChatHistoryItem[] }>("GET", "/api/chat/messages");
  return messages;
}

// Read afresh on every visit: answers that arrived while the page was closed are only in the api.
export const chatHistoryQueryOptions = queryOptions({
  queryKey: chatHistoryQueryKey,
  queryFn: getChatHistory,
  gcTime: 0,
});

export function useChatHistory({ enabled }: { enabled: boolean }) {
  return useQuery({ ...chatHistoryQueryOptions, enabled });
}
