/**
 * Lets at most `limit` turns run at once in this process, first come first served, and each
 * conversation be drained by one drain at a time. Turns beyond a few only queue inside the database
 * (PGlite runs one query at a time; a pool has a few connections), where the next message's store, and
 * so the webhook's answer, would wait behind all of them.
 */
export function createTurnQueue(limit: number) {
  const waiting: Array<() => void> = [];
  let running = 0;
  const drains = new Map<string, { started: boolean; again: boolean }>();

  /** `work` may leave its slot early (once its database work is done) by calling `leave`. */
  async function inSlot<T>(work: (leave: () => void) => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    let held = true;
    const leave = () => {
      if (!held) return;
      held = false;
      // The slot passes straight to the next in line, so a newcomer cannot take it first; after a turn
      // of the event loop: on PGlite a turn never waits on I/O, and turns handed on at once would keep
      // the socket's new messages, and so the webhooks' answers, waiting until no turn is left.
      const next = waiting.shift();
      if (next) setImmediate(next);
      else running -= 1;
    };
    try {
      return await work(leave);
    } finally {
      leave();
    }
  }

  return {
    /**
     * Drains the conversation once a slot is free, and again while `drain` answers that more is
     * waiting. A conversation already waiting for a slot is left to that drain (undefined is returned);
     * one being drained is drained again right after.
     */
    schedule(
      conversationId: string,
      drain: (conversationId: string, leaveSlot: () => void) => Promise<boolean>,
    ): Promise<void> | undefined {
      const current = drains.get(conversationId);
      if (current) {
        if (current.started) current.again = true;
        return undefined;
      }
      const entry = { started: false, again: false };
      drains.set(conversationId, entry);
      const run = async () => {
        let more: boolean;
        do {
          more = await inSlot((leave) => {
            entry.started = true;
            entry.again = false;
            return drain(conversationId, leave);
          });
        } while (more || entry.again);
      };
      return run().finally(() => drains.delete(conversationId));
    },
  };
}
