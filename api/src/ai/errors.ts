/** The model answered, but not with a recipe we can trust (bad JSON, wrong shape, failed post-check). */
export class MalformedOutputError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MalformedOutputError";
  }
}

function statusOf(error: unknown): number | undefined {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const status = (e as { status?: unknown }).status;
    if (typeof status === "number") return status;
  }
  return undefined;
}

// Node's socket and undici's fetch errors, found in the cause chain when a connection fails.
const NETWORK_CODES = new Set(["ECONNRESET", "ECONNREFUSED", "EPIPE", "UND_ERR_SOCKET"]);

/** Whether `value` was built by a class called `name` or by a subclass of it. */
function hasClassNamed(value: object, name: string): boolean {
  for (let p = Object.getPrototypeOf(value); p; p = Object.getPrototypeOf(p))
    if (p.constructor?.name === name) return true;
  return false;
}

/**
 * The OpenAI SDK wraps a refused connection and a socket closed mid-answer alike in APIConnectionError,
 * whose name is plain "Error" and message "Connection error.": only its class tells. LangChain passes it
 * through unwrapped. The class is matched by name (as LangChain does) because the SDK is not our
 * dependency to import.
 */
function isConnectionFailure(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if (hasClassNamed(e, "APIConnectionError")) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && NETWORK_CODES.has(code)) return true;
  }
  return false;
}

/**
 * Worth another try: rate limits, server errors, timeouts, dropped connections and malformed output.
 * A 400/401/403/404 will fail the same way again, so it goes straight to the fallback.
 */
export function isRetriableAiError(error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined) return status === 408 || status === 409 || status === 429 || status >= 500;
  if (error instanceof MalformedOutputError || isConnectionFailure(error)) return true;
  const name = (error as { name?: string })?.name ?? "";
  const message = String((error as { message?: string })?.message ?? "");
  return (
    /Timeout|Abort|Connection|OutputParser/i.test(name) ||
    /timed? ?out|ECONNRESET|ECONNREFUSED|socket hang up|fetch failed|parse|JSON/i.test(message)
  );
}
