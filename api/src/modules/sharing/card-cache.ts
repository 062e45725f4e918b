/**
 * The most recently asked cards, bounded in count: a shared link is opened by many people (and every
 * app's preview fetcher) within minutes, and rendering one costs ~100 ms of CPU. Promises are kept, so
 * requests arriving while a card renders share that rendering; a failed one is forgotten.
 */
export function createCardCache(max: number) {
  const entries = new Map<string, Promise<Buffer>>();
  return {
    get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
      const hit = entries.get(key);
      if (hit) {
        // Map order is insertion order: moving a hit to the end keeps the least recent first.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const made = render();
      entries.set(key, made);
      made.catch(() => entries.get(key) === made && entries.delete(key));
      if (entries.size > max) entries.delete(entries.keys().next().value!);
      return made;
    },
    get size() {
      return entries.size;
    },
  };
}
