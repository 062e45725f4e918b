import { afterEach, describe, expect, it } from "vitest";
import { silentLogger } from "../channels/logger.ts";
import { createWebhookServer, mountWebhook, type WebhookRequest } from "./webhook-server.ts";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function server() {
  const webhooks = createWebhookServer(silentLogger);
  const port = await webhooks.listen(0, "127.0.0.1");
  cleanups.push(() => webhooks.close());
  return { webhooks, base: `http://127.0.0.1:${port}` };
}

describe("webhook server", () => {
  it("hands a route the raw body and the query, and sends back what it answers", async () => {
    const { webhooks, base } = await server();
    let seen: WebhookRequest | undefined;
    webhooks.route("POST", "/hook", (request) => {
      seen = request;
      return { status: 202, contentType: "text/plain", body: "ok" };
    });

    const response = await fetch(`${base}/hook?x=1`, { method: "POST", body: '{"a": "ção"}' });
    expect(response.status).toBe(202);
    expect(await response.text()).toBe("ok");
    expect(seen!.body.toString("utf8")).toBe('{"a": "ção"}');
    expect(seen!.url.searchParams.get("x")).toBe("1");
  });

  it("answers 404 for an unknown path, 405 for a known one with another method, 413 past 1 MB", async () => {
    const { webhooks, base } = await server();
    webhooks.route("POST", "/hook", () => ({ status: 200 }));
    expect((await fetch(`${base}/other`, { method: "POST" })).status).toBe(404);
    expect((await fetch(`${base}/hook`)).status).toBe(405);
    const big = await fetch(`${base}/hook`, { method: "POST", body: "x".repeat(1024 * 1024 + 1) });
    expect(big.status).toBe(413);
  });

  it("answers 500 when a handler throws", async () => {
    const { webhooks, base } = await server();
    webhooks.route("POST", "/hook", () => {
      throw new Error("boom");
    });
    expect((await fetch(`${base}/hook`, { method: "POST" })).status).toBe(500);
  });

  it("mounts on routes it is given and takes them off again", async () => {
    const { webhooks, base } = await server();
    const mounted = await mountWebhook(
      { routes: webhooks },
      [{ method: "GET", path: "/hook", handler: () => ({ status: 200 }) }],
      silentLogger,
    );
    expect((await fetch(`${base}/hook`)).status).toBe(200);
    await mounted.unmount();
    expect((await fetch(`${base}/hook`)).status).toBe(404);
  });

  it("listens on a port of its own when given one, and closes it when unmounted", async () => {
    const mounted = await mountWebhook(
      { port: 0, host: "127.0.0.1" },
      [{ method: "GET", path: "/hook", handler: () => ({ status: 204 }) }],
      silentLogger,
    );
    expect((await fetch(`http://127.0.0.1:${mounted.port}/hook`)).status).toBe(204);
    await mounted.unmount();
    await expect(fetch(`http://127.0.0.1:${mounted.port}/hook`)).rejects.toThrow();
  });
});
