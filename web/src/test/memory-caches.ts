/**
 * Cache Storage as the browser gives it (jsdom has none), kept in memory: enough of it for the code
 * that keeps recipes and shared photos on the device. Entries are keyed by address alone.
 */
export function memoryCaches(): CacheStorage {
  const stores = new Map<string, Map<string, Response>>();
  const key = (request: RequestInfo | URL) =>
    new URL(request instanceof Request ? request.url : String(request), "http://localhost").href;
  const cacheOf = (entries: Map<string, Response>) =>
    ({
      match: async (request: RequestInfo | URL) => entries.get(key(request))?.clone(),
      put: async (request: RequestInfo | URL, response: Response) => void entries.set(key(request), response),
      delete: async (request: RequestInfo | URL) => entries.delete(key(request)),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
    }) as unknown as Cache;
  return {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      return cacheOf(stores.get(name)!);
    },
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
    keys: async () => [...stores.keys()],
    match: async () => undefined,
  } as CacheStorage;
}
