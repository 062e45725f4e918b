/** WhatsApp lets a business write freely only within 24 hours of the user's last message. */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

export class ServiceWindowClosedError extends Error {
  constructor(conversationKey: string, lastInbound: Date) {
    super(
      `WhatsApp service window closed for ${conversationKey}: last message at ${lastInbound.toISOString()}, ` +
        "more than 24 h ago; only an approved template may be sent now",
    );
    this.name = "ServiceWindowClosedError";
  }
}

/** When each chat last wrote to us. */
export interface ServiceWindow {
  opened(conversationKey: string, at: Date): void;
  /** Throws ServiceWindowClosedError when the chat's last message is known and older than 24 h. */
  assertOpen(conversationKey: string, now: Date): void;
}

/**
 * In memory, most recent chats kept. A chat this process has not heard from (after a restart) is let
 * through: the provider still refuses a message outside the window, and holding back every reply that
 * was in flight across a deploy would lose more than it protects.
 */
export function createServiceWindow({ maxChats = 50_000 }: { maxChats?: number } = {}): ServiceWindow {
  const lastInbound = new Map<string, number>();
  return {
    opened(conversationKey, at) {
      const previous = lastInbound.get(conversationKey) ?? 0;
      lastInbound.delete(conversationKey);
      lastInbound.set(conversationKey, Math.max(previous, at.getTime()));
      // Map order is insertion order, so the first key is the chat heard from longest ago.
      if (lastInbound.size > maxChats) lastInbound.delete(lastInbound.keys().next().value!);
    },
    assertOpen(conversationKey, now) {
      const at = lastInbound.get(conversationKey);
      if (at !== undefined && now.getTime() - at > SERVICE_WINDOW_MS)
        throw new ServiceWindowClosedError(conversationKey, new Date(at));
    },
  };
}
