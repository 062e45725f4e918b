export interface RetryOptions {
  attempts: number;
  /** First wait; each retry doubles it, with up to 50% jitter so instances don't retry in step. */
  baseDelayMs: number;
  isRetriable: (error: unknown) => boolean;
  onRetry?: (error: unknown, attempt: number) => void;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` until it succeeds, a non-retriable error occurs, or the attempts run out. */
export async function withRetry<T>(task: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const sleep = options.sleep ?? defaultSleep;
  for (let attempt = 1; ; attempt++) {
    try {
      return await task(attempt);
    } catch (error) {
      if (attempt >= options.attempts || !options.isRetriable(error)) throw error;
      options.onRetry?.(error, attempt);
      const delay = options.baseDelayMs * 2 ** (attempt - 1);
      await sleep(delay + Math.random() * delay * 0.5);
    }
  }
}
