import type { CacheStore, proto, WAMessage, WAMessageKey } from "baileys";

/** A Map that forgets its oldest entries past `limit`: what a long-running bot may keep in memory. */
export function boundedMap<V>(limit: number) {
  const entries = new Map<string, V>();
  return {
    get: (key: string): V | undefined => entries.get(key),
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, value);
      for (const oldest of entries.keys()) {
        if (entries.size <= limit) break;
        entries.delete(oldest);
      }
    },
    delete: (key: string): boolean => entries.delete(key),
    clear: (): void => entries.clear(),
    get size(): number {
      return entries.size;
    },
  };
}

/**
 * Our recent outbound messages, for Baileys' `getMessage`: when a cook's phone cannot decrypt a reply
 * it asks for it again, and without the content it shows "Aguardando esta mensagem" for good.
 */
export function recentOutbound(limit = 1_000) {
  const messages = boundedMap<proto.IMessage>(limit);
  return {
    remember(sent: WAMessage | undefined): void {
      if (sent?.key.id && sent.message) messages.set(sent.key.id, sent.message);
    },
    has: (id: string | null | undefined): boolean => !!id && messages.get(id) !== undefined,
    getMessage: async (key: WAMessageKey): Promise<proto.IMessage | undefined> =>
      key.id ? messages.get(key.id) : undefined,
  };
}

/**
 * Baileys' retry counts per message, kept outside the socket so a reconnect does not reset them
 * (reset counts let a message that never decrypts be retried forever).
 */
export function retryCounterCache(limit = 10_000): CacheStore {
  const counts = boundedMap<unknown>(limit);
  return {
    get: <T>(key: string) => counts.get(key) as T | undefined,
    set: <T>(key: string, value: T) => void counts.set(key, value),
    del: (key: string) => counts.delete(key),
    flushAll: () => counts.clear(),
  };
}
