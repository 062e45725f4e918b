import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Request } from "express";

/** The api call the web app makes while rendering, as its own fetch-like transport takes it. */
type Transport = (path: string, init?: RequestInit) => Promise<Response>;

interface RenderedMarkup {
  html: string;
  title?: string;
  state?: unknown;
}

/** What the web build's server side (web/dist-server/render-page.js) offers the api. */
interface WebServerSide {
  serverRendered(pathname: string): boolean;
  /** Undefined for a page the browser draws instead (a cook's page, asked by a visitor). */
  renderRequest(pathname: string, search: string, transport: Transport): Promise<RenderedMarkup | undefined>;
  pageDocument(template: string, pathname: string, page: RenderedMarkup): string;
}

/** A page that takes longer than this goes out as the plain app shell, which fetches for itself. */
const RENDER_TIMEOUT_MS = 2_000;

/** Marks the api calls a page render makes on the visitor's behalf; per process, so only ours can. */
const RENDER_HEADER = "x-chefzap-render";
const RENDER_TOKEN = randomBytes(18).toString("base64url");

/** True for the api calls a page render makes: the page request itself was counted already. */
export const isInternalRender = (req: Request): boolean => req.get(RENDER_HEADER) === RENDER_TOKEN;

/**
 * Renders the web app's pages on the server with the visitor's data, so a phone shows the page as soon
 * as the HTML arrives rather than after the app's code, then the session, then the page's data have
 * each made a round trip. The page's api calls go back to this server over loopback with the visitor's
 * cookie: the same routes, checks and limits as the browser's own calls.
 */
export interface ServerRenderer {
  /** Whether `req`'s page is one the server renders (the rest are drawn by the browser). */
  renders(req: Request): boolean;
  /** The page's HTML from `template`; undefined when the browser must draw it, or it took too long. */
  render(req: Request, template: string): Promise<string | undefined>;
}

/** The address this server was reached at, for the render's calls to come back to it. */
function loopbackOrigin(req: Request): string {
  const address = (req.socket.localAddress ?? "127.0.0.1").replace(/^::ffff:/, "");
  const host = address.includes(":") ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort}`;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** undefined when the web app was built without its server side (then every page is the shell). */
export async function loadServerRenderer(
  distDir: string,
  { timeoutMs = RENDER_TIMEOUT_MS } = {},
): Promise<ServerRenderer | undefined> {
  const file = path.join(distDir, "..", "dist-server", "render-page.js");
  if (!existsSync(file)) return undefined;
  const web = (await import(pathToFileURL(file).href)) as WebServerSide;
  if (typeof web.renderRequest !== "function") return undefined;

  const transportFor = (req: Request): Transport => {
    const origin = loopbackOrigin(req);
    return async (apiPath, init) => {
      if (!apiPath.startsWith("/api/")) throw new Error(`a page render may only call the api: ${apiPath}`);
      const headers = new Headers(init?.headers);
      headers.set(RENDER_HEADER, RENDER_TOKEN);
      if (req.headers.cookie) headers.set("cookie", req.headers.cookie);
      return fetch(new URL(apiPath, origin), {
        ...init,
        headers,
        signal: AbortSignal.timeout(timeoutMs),
      });
    };
  };

  return {
    renders: (req) => web.serverRendered(req.path),
    async render(req, template) {
      const search = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
      try {
        const rendering = web.renderRequest(req.path, search, transportFor(req)).then((page) => ({ page }));
        const done = await withTimeout(rendering, timeoutMs);
        if (!done) req.log.warn({ page: req.path }, "page render timed out; sent the app shell");
        return done?.page && web.pageDocument(template, req.path, done.page);
      } catch (error) {
        req.log.warn({ err: error, page: req.path }, "page render failed; sent the app shell");
        return undefined;
      }
    },
  };
}
