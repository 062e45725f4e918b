export interface RetryOptions {
  attempts: number;
  /** First wait; each retry doubles it, with up to 50% jitter so instances don't retry in step. */
  baseDelayMs: number;
  /** Longest one try may take; a try near the deadline gets only what is left of it. */
  attemptTimeoutMs: number;
  /** Budget of the whole operation, tries and waits included, so a hanging model costs it once. */
  deadlineMs: number;
  /** The caller's cancellation (a closed dialog): it ends the current try and every retry. */
  signal?: AbortSignal;
  isRetriable: (error: unknown) => boolean;
  onRetry?: (error: unknown, attempt: number) => void;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function backoff(baseDelayMs: number, attempt: number): number {
  const delay = baseDelayMs * 2 ** (attempt - 1);
  return delay + Math.random() * delay * 0.5;
}

/** Aborts at the try's own timeout or with the caller, whichever comes first. */
function attemptSignal(options: RetryOptions, msLeft: number): AbortSignal {
  // Timers fire late under load, so a retry that just fit may start with a few ms overdrawn.
  const timeout = AbortSignal.timeout(Math.max(1, Math.min(options.attemptTimeoutMs, msLeft)));
  return options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
}

/**
 * Runs `task` until it succeeds, a non-retriable error occurs, the attempts run out or the deadline
 * would pass; then the last error is thrown. The task must honour the signal it is given.
 */
export async function withRetry<T>(
  task: (signal: AbortSignal, attempt: number) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const sleep = options.sleep ?? defaultSleep;
  const deadline = Date.now() + options.deadlineMs;
  for (let attempt = 1; ; attempt++) {
    options.signal?.throwIfAborted();
    try {
      return await task(attemptSignal(options, deadline - Date.now()), attempt);
    } catch (error) {
      const retriable = attempt < options.attempts && !options.signal?.aborted && options.isRetriable(error);
      const delay = backoff(options.baseDelayMs, attempt);
      // A retry that could only start at or after the deadline is not worth the wait.
      if (!retriable || Date.now() + delay >= deadline) throw error;
      options.onRetry?.(error, attempt);
      await sleep(delay);
    }
  }
}
