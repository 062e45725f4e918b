import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "@chefzap/shared";
import { errorFrom } from "@/lib/api-client";
import { apiFetch } from "@/lib/api-fetch";

/** One page of a paged list: the api keeps the bare array as the body and pages in headers. */
export interface ApiPage<T> {
  items: T[];
  /** Absent on the last page. */
  nextCursor?: string;
  /** Only lists that count their matches send it. */
  total?: number;
}

/**
 * A query string without the empty parameters, so "?search=" never reaches the api. null counts as
 * empty: a list's first page has no cursor, and that undefined comes back null from a page the server
 * rendered (JSON has no undefined), when the list is fetched again.
 */
export function withQuery(path: string, params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== "") query.set(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** GET of a paged list, with the session cookie like every call. */
export async function apiPage<T>(path: string): Promise<ApiPage<T>> {
  const res = await apiFetch(path, { credentials: "include" });
  if (!res.ok) throw await errorFrom(res);
  const total = res.headers.get(TOTAL_COUNT_HEADER);
  return {
    items: (await res.json()) as T[],
    nextCursor: res.headers.get(NEXT_CURSOR_HEADER) ?? undefined,
    total: total === null ? undefined : Number(total),
  };
}
