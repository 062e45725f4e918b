import { apiFetch } from "@/lib/api-fetch";

/** An error from the api: its pt-BR message plus the stable code and field when the body had them. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly field: string | undefined;

  constructor(status: number, message: string, code?: string, field?: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

/** The ApiError a non-OK answer stands for. */
export async function errorFrom(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown; field?: unknown };
    // Spec §8: the body's message first, then the JSON itself, then raw text, then the status text.
    const message = typeof body.message === "string" ? body.message : text;
    return new ApiError(
      res.status,
      message || res.statusText,
      typeof body.error === "string" ? body.error : undefined,
      typeof body.field === "string" ? body.field : undefined,
    );
  } catch {
    return new ApiError(res.status, text || res.statusText);
  }
}

/**
 * Every call carries the session cookie; a JSON content type is sent only with a body, and the
 * answer is parsed as JSON when it is JSON (spec part 1 §7).
 */
export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await apiFetch(path, {
    method,
    credentials: "include",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw await errorFrom(res);
  const type = res.headers.get("content-type") ?? "";
  return (type.includes("application/json") ? await res.json() : await res.text()) as T;
}
