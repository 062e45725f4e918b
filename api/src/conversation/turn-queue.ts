/**
 * Lets at most `limit` conversations be drained at once in this process, first come first served, and
 * each conversation by one drain at a time. Turns beyond a few only queue inside the database (PGlite
 * runs one query at a time; a pool has a few connections), where the next message's store, and so the
 * webhook's answer, would wait behind all of them.
 */
export function createTurnQueue(limit: number) {
  const waiting: Array<() => void> = [];
  let running = 0;
  const drains = new Map<string, { started: boolean; again: boolean }>();

  async function inSlot(work: () => Promise<void>): Promise<void> {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      await work();
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot take it first.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  return {
    /**
     * Drains the conversation once a slot is free. A conversation already waiting for one is left to
     * that drain (undefined is returned); one being drained is drained again right after.
     */
    schedule(conversationId: string, drain: (conversationId: string) => Promise<void>) {
      const current = drains.get(conversationId);
      if (current) {
        if (current.started) current.again = true;
        return undefined;
      }
      const entry = { started: false, again: false };
      drains.set(conversationId, entry);
      return inSlot(async () => {
        entry.started = true;
        do {
          entry.again = false;
          await drain(conversationId);
        } while (entry.again);
      }).finally(() => drains.delete(conversationId));
    },
  };
}
