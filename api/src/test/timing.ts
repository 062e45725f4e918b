/** Runs `fn`, swallowing the validation error a refused payload throws: only the time matters here. */
function attempt(fn: () => unknown): void {
  try {
    fn();
  } catch {
    // refused, as expected
  }
}

/**
 * Milliseconds per call of `fn`: the fastest of `rounds` batches of `calls` calls. The minimum is what
 * the code costs; the slower batches measured the garbage collector and the neighbours on the machine.
 */
export function timePerCall(fn: () => unknown, calls: number, rounds = 5): number {
  attempt(fn); // warm-up, so the compiler's first pass is not what gets measured
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    for (let i = 0; i < calls; i++) attempt(fn);
    best = Math.min(best, (performance.now() - start) / calls);
  }
  return best;
}

/**
 * Milliseconds of the fastest of up to `tries` runs of `fn`, stopping at the first under `enough`. One
 * slow run measured a busy neighbour or a collection; code that is really slow is slow every time.
 */
export async function fastestRun(fn: () => Promise<unknown>, enough: number, tries = 3): Promise<number> {
  let best = Infinity;
  for (let run = 0; run < tries && best >= enough; run++) {
    const start = performance.now();
    await fn();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}
