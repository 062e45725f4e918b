import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ChannelLogger } from "../channels/logger.ts";

export interface WebhookRequest {
  method: string;
  /** Path and query as received; only for routing and query parameters, never for signatures. */
  url: URL;
  headers: IncomingHttpHeaders;
  /** The raw bytes: signatures are computed over them, not over a parsed copy. */
  body: Buffer;
}

export interface WebhookResponse {
  status: number;
  contentType?: string;
  body?: string;
}

export type WebhookHandler = (request: WebhookRequest) => Promise<WebhookResponse> | WebhookResponse;

/** Where an adapter mounts its webhook; `route` returns the function that takes it off again. */
export interface WebhookRoutes {
  route(method: "GET" | "POST", path: string, handler: WebhookHandler): () => void;
}

/** Either a port of the adapter's own or routes on a server the process already runs. */
export type WebhookMount = { port: number; host?: string } | { routes: WebhookRoutes };

/** Provider webhooks are small form posts or JSON batches; anything near this is not one of them. */
const BODY_LIMIT = 1024 * 1024;

/** A bare HTTP server for provider webhooks: exact-path routes, the raw body read once, nothing else. */
export function createWebhookServer(logger: ChannelLogger) {
  const routes = new Map<string, WebhookHandler>();
  const server = createServer((req, res) => void handle(req, res));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://webhook.invalid");
    const method = req.method ?? "GET";
    const handler = routes.get(`${method} ${url.pathname}`);
    if (!handler) {
      const known = ["GET", "POST"].some((m) => routes.has(`${m} ${url.pathname}`));
      return reply(res, { status: known ? 405 : 404 });
    }
    try {
      const body = await readBody(req);
      if (!body) return reply(res, { status: 413 });
      reply(res, await handler({ method, url, headers: req.headers, body }));
    } catch (error) {
      logger.error({ err: error, path: url.pathname }, "webhook failed");
      if (!res.headersSent) reply(res, { status: 500 });
    }
  }

  return {
    server,
    route(method: "GET" | "POST", path: string, handler: WebhookHandler): () => void {
      const key = `${method} ${path}`;
      if (routes.has(key)) throw new Error(`webhook route taken: ${key}`);
      routes.set(key, handler);
      return () => routes.delete(key);
    },
    /** Resolves with the port, which is the one asked for unless that was 0. */
    listen(port: number, host?: string): Promise<number> {
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          server.off("error", reject);
          resolve((server.address() as AddressInfo).port);
        });
      });
    },
    close(): Promise<void> {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

export type WebhookServer = ReturnType<typeof createWebhookServer>;

export interface MountedWebhook {
  /** The port of the adapter's own server; undefined when mounted on routes. */
  port: number | undefined;
  /** Takes the routes off (and closes an own server). */
  unmount(): Promise<void>;
}

export async function mountWebhook(
  mount: WebhookMount,
  routes: { method: "GET" | "POST"; path: string; handler: WebhookHandler }[],
  logger: ChannelLogger,
): Promise<MountedWebhook> {
  if ("routes" in mount) {
    const removers = routes.map((r) => mount.routes.route(r.method, r.path, r.handler));
    return { port: undefined, unmount: async () => removers.forEach((remove) => remove()) };
  }
  const own = createWebhookServer(logger);
  for (const r of routes) own.route(r.method, r.path, r.handler);
  const port = await own.listen(mount.port, mount.host);
  return { port, unmount: () => own.close() };
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function reply(res: ServerResponse, response: WebhookResponse): void {
  res.statusCode = response.status;
  if (response.contentType) res.setHeader("Content-Type", response.contentType);
  res.end(response.body ?? "");
}
