import type { Logger } from "pino";
import type { AiConfig } from "../config/env.ts";
import { isRetriableAiError, MalformedOutputError } from "./errors.ts";
import { withRetry } from "./retry.ts";

export interface ModelCallOptions {
  config: Pick<AiConfig, "timeoutMs" | "deadlineMs" | "maxAttempts">;
  logger: Logger;
  /** Names the call in the logs ("generate", "scan"). */
  task: string;
  signal?: AbortSignal;
  sleep?: (ms: number) => Promise<void>;
}

/** LangChain reports bad JSON as OutputParserException and a schema mismatch as a ZodError. */
function isParseFailure(error: unknown): boolean {
  const e = error as { name?: string; issues?: unknown } | undefined;
  return e?.name === "OutputParserException" || e?.name === "ZodError" || Array.isArray(e?.issues);
}

/**
 * One model operation under the policy every AI feature shares: up to AI_MAX_ATTEMPTS tries, each
 * capped at AI_TIMEOUT_MS, all within AI_DEADLINE_MS. `read` validates the raw answer and throws
 * MalformedOutputError when it cannot be trusted, which is retried like a 429.
 */
export function callModel<T>(
  invoke: (signal: AbortSignal) => Promise<unknown>,
  read: (raw: unknown) => T,
  { config, logger, task, signal, sleep }: ModelCallOptions,
): Promise<T> {
  const attempt = async (attemptSignal: AbortSignal) => {
    let raw: unknown;
    try {
      raw = await invoke(attemptSignal);
    } catch (error) {
      if (isParseFailure(error)) throw new MalformedOutputError("unparsable output", { cause: error });
      throw error;
    }
    return read(raw);
  };
  return withRetry(attempt, {
    attempts: config.maxAttempts,
    baseDelayMs: 300,
    attemptTimeoutMs: config.timeoutMs,
    deadlineMs: config.deadlineMs,
    signal,
    isRetriable: isRetriableAiError,
    onRetry: (error, n) => logger.warn({ err: error, task, attempt: n }, "AI call failed; retrying"),
    sleep,
  });
}
