import { describe, expect, it, vi } from "vitest";
import { withRetry, type RetryOptions } from "./retry.ts";

const retriable = new Error("503");

/** A try that only ends when its signal aborts, as a hanging model does. */
const hangUntilAborted = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => signal.addEventListener("abort", () => reject(signal.reason)));

function options(overrides: Partial<RetryOptions> = {}): RetryOptions {
  return {
    attempts: 3,
    baseDelayMs: 10,
    attemptTimeoutMs: 30_000,
    deadlineMs: 10_000,
    isRetriable: () => true,
    sleep: async () => {},
    ...overrides,
  };
}

describe("withRetry", () => {
  it("cuts a try at what is left of the deadline and starts no other", async () => {
    const task = vi.fn(hangUntilAborted);
    const started = Date.now();
    await expect(withRetry(task, options({ deadlineMs: 300 }))).rejects.toThrow(/timeout/i);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("gives each try its own timeout while the deadline allows", async () => {
    const task = vi.fn(async (signal: AbortSignal, attempt: number) =>
      attempt < 3 ? hangUntilAborted(signal) : "ok",
    );
    expect(await withRetry(task, options({ attemptTimeoutMs: 100, deadlineMs: 5000 }))).toBe("ok");
    expect(task).toHaveBeenCalledTimes(3);
  });

  it("takes no backoff that would end past the deadline", async () => {
    const sleep = vi.fn(async () => {});
    const task = vi.fn(async () => Promise.reject(retriable));
    await expect(withRetry(task, options({ baseDelayMs: 1000, deadlineMs: 500, sleep }))).rejects.toBe(
      retriable,
    );
    expect(sleep).not.toHaveBeenCalled();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("stops with the caller's abort and does not retry it", async () => {
    const caller = new AbortController();
    const task = vi.fn(hangUntilAborted);
    setTimeout(() => caller.abort(), 50);
    await expect(withRetry(task, options({ signal: caller.signal }))).rejects.toThrow(/abort/i);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
