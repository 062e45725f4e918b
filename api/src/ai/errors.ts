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

/**
 * Worth another try: rate limits, server errors, timeouts, dropped connections and malformed output.
 * A 400/401/403/404 will fail the same way again, so it goes straight to the fallback.
 */
export function isRetriableAiError(error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined) return status === 408 || status === 409 || status === 429 || status >= 500;
  if (error instanceof MalformedOutputError) return true;
  const name = (error as { name?: string })?.name ?? "";
  const message = String((error as { message?: string })?.message ?? "");
  return (
    /Timeout|Abort|Connection|OutputParser/i.test(name) ||
    /timed? ?out|ECONNRESET|ECONNREFUSED|socket hang up|fetch failed|parse|JSON/i.test(message)
  );
}
