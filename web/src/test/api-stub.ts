import { vi } from "vitest";
import { aUser } from "./factories";

export interface StubReply {
  status?: number;
  body?: unknown;
  /** Paged lists answer their cursor and count in headers. */
  headers?: Record<string, string>;
}

/**
 * A canned reply, or a function of the parsed JSON request body and the address with its query (it may
 * return a pending promise). The address is optional so a handler can be called as a plain function.
 */
export type StubHandler = StubReply | ((body: unknown, url?: URL) => StubReply | Promise<StubReply>);

type Routes = Record<string, StubHandler>;

/** The api's answer to a visitor; GET /api/session gets it unless a test says otherwise. */
const signedOut: StubReply = { body: { user: null } };

const urlOf = (input: RequestInfo | URL) =>
  new URL(input instanceof Request ? input.url : String(input), "http://localhost");

const keyOf = (input: RequestInfo | URL, init?: RequestInit) =>
  `${init?.method ?? "GET"} ${urlOf(input).pathname}`;

const bodyOf = (init?: RequestInit) => (typeof init?.body === "string" ? JSON.parse(init.body) : undefined);

/**
 * Replaces fetch with canned api answers keyed by "METHOD /path" (the api is a remote boundary for
 * web tests). Visitors by default; unknown routes answer 404 so a missing stub fails loudly.
 * Returns the mock to inspect calls.
 */
export function stubApi(routes: Routes = {}) {
  const all: Routes = { "GET /api/session": signedOut, ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = keyOf(input, init);
    const handler = all[key];
    const reply = typeof handler === "function" ? await handler(bodyOf(init), urlOf(input)) : handler;
    if (!reply) return json(404, { error: "not_found", message: `No stub for ${key}` });
    return json(reply.status ?? 200, reply.body, reply.headers);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** stubApi with GET /api/user answering aUser(). */
export function signedInApi(routes: Routes = {}) {
  return stubApi({ "GET /api/session": { body: { user: aUser() } }, ...routes });
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  if (status === 204 || body === undefined) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

/** The bodies sent to one "METHOD /path". */
export function sentBodies(fetchMock: ReturnType<typeof stubApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => keyOf(input, init) === key)
    .map(([, init]) => bodyOf(init));
}
