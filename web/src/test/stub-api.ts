import { vi } from "vitest";

export interface StubReply {
  status?: number;
  body?: unknown;
}

type Handler = StubReply | ((body: unknown) => StubReply | Promise<StubReply>);

/**
 * Replaces fetch with canned api answers keyed by "METHOD /path" (the api is a remote boundary for
 * web tests). Unknown routes answer 404 so a missing stub fails loudly. Returns the mock to inspect calls.
 */
export function stubApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    const handler = routes[key];
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const reply = typeof handler === "function" ? await handler(body) : handler;
    if (!reply) return json(404, { error: "not_found", message: `No stub for ${key}` });
    return json(reply.status ?? 200, reply.body);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function json(status: number, body: unknown): Response {
  if (status === 204 || body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** The bodies sent to one "METHOD /path". */
export function sentBodies(fetchMock: ReturnType<typeof stubApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        `${init?.method ?? "GET"} ${new URL(String(input), "http://localhost").pathname}` === key,
    )
    .map(([, init]) => (typeof init?.body === "string" ? JSON.parse(init.body) : undefined));
}
