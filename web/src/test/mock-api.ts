import type { PublicUser } from "@chefzap/shared";
import { vi } from "vitest";

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export const signedOut: Handler = () =>
  jsonResponse(
    { error: "unauthenticated", message: "Você precisa entrar na sua conta para continuar." },
    401,
  );

export const testUser: PublicUser = {
  id: "u1",
  email: "ana@example.com",
  username: "ana.souza",
  firstName: "Ana",
  lastName: "Souza",
  name: "Ana Souza",
  whatsapp: "11987654321",
  role: "user",
  plan: "free",
  freeRecipesUsed: 0,
  freeRecipesQuota: 3,
  isAdmin: false,
  createdAt: "2026-01-10T12:00:00.000Z",
};

/**
 * Stubs the global fetch with handlers keyed "METHOD /path"; the api is a remote boundary for the web
 * tests. GET /api/user answers 401 (a visitor) unless a handler says otherwise.
 */
export function stubApi(handlers: Record<string, Handler> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === "string" ? input : input instanceof URL ? input.pathname : input.url;
    const handler = handlers[`${init?.method ?? "GET"} ${path}`];
    if (handler) return handler(init);
    if (path === "/api/user") return signedOut(init);
    return jsonResponse({ error: "not_found", message: "Não encontrado." }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export function signedInApi(handlers: Record<string, Handler> = {}) {
  return stubApi({ "GET /api/user": () => jsonResponse(testUser), ...handlers });
}
