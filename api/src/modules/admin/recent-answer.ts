/**
 * Keeps the last answer of a costly computation: within `maxAgeMs` it is served as is; older, it is
 * still served while one new computation runs in the background (a failed one leaves the old answer).
 * Only the first call, or one after a failure with no answer kept, waits. The answers carry their
 * `generatedAt`, so the panel can say how old the numbers are.
 */
export function recentAnswer<T>(compute: () => Promise<T>, maxAgeMs: number): () => Promise<T> {
  let kept: { value: T; at: number } | undefined;
  let running: Promise<T> | undefined;

  const refresh = (): Promise<T> => {
    running ??= compute()
      .then((value) => {
        kept = { value, at: Date.now() };
        return value;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return async () => {
    if (!kept) return refresh();
    if (Date.now() - kept.at > maxAgeMs) refresh().catch(() => {});
    return kept.value;
  };
}

/**
 * One computation at a time: a call made while one runs gets that one's promise (its arguments are
 * those of the call that started it). Panels asked together then share a scan instead of each making it.
 */
export function sharedWhileRunning<A extends unknown[], T>(
  compute: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  let running: Promise<T> | undefined;
  return (...args) => {
    running ??= compute(...args).finally(() => {
      running = undefined;
    });
    return running;
  };
}
