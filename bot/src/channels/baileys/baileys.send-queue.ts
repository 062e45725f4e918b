/**
 * One queue per chat: a reply's messages go out in order, a random pause between them, as a person
 * types. Bursts of messages sent at machine speed are what gets numbers banned.
 */
export function createSendQueue(options: { pause: () => number; sleep: (ms: number) => Promise<void> }) {
  const tails = new Map<string, Promise<void>>();
  return {
    /** Resolves once every text is sent; the first refusal stops the rest and rejects. */
    run(chat: string, texts: readonly string[], sendOne: (text: string) => Promise<void>): Promise<void> {
      const previous = tails.get(chat);
      const work = (previous ?? Promise.resolve())
        .catch(() => {})
        .then(async () => {
          for (const [index, text] of texts.entries()) {
            if (index > 0 || previous) await options.sleep(options.pause());
            await sendOne(text);
          }
        });
      tails.set(chat, work);
      void work
        .catch(() => {})
        .finally(() => {
          if (tails.get(chat) === work) tails.delete(chat);
        });
      return work;
    },
    /** Waits for what is queued, failed or not. */
    async drain(): Promise<void> {
      await Promise.all([...tails.values()].map((tail) => tail.catch(() => {})));
    },
  };
}

/** 300–900 ms: enough to read as typed, short enough that a recipe in three parts arrives together. */
export const typingPause = (random: () => number) => () => 300 + Math.round(random() * 600);
