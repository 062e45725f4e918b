import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from "express";
import { withPreview, type WebPage } from "./page-preview.ts";
import { precompressedStatic, sendPrecompressed } from "./precompressed-static.ts";
import { readSessionToken } from "./middleware/session.ts";
import type { ServerRenderer } from "./server-render.ts";

const RECHECK_MS = 2_000;

/**
 * index.html kept in memory for the pages that carry a preview, read again only when a rebuild
 * changed it (its modification time, looked at no more than every two seconds).
 */
function indexHtml(file: string): () => string {
  let html = readFileSync(file, "utf8");
  let modified = statSync(file).mtimeMs;
  let checked = Date.now();
  return () => {
    if (Date.now() - checked < RECHECK_MS) return html;
    checked = Date.now();
    try {
      const now = statSync(file).mtimeMs;
      if (now !== modified) {
        html = readFileSync(file, "utf8");
        modified = now;
      }
    } catch {
      // Mid-rebuild the file may be missing for a moment; the last good copy serves meanwhile.
    }
    return html;
  };
}

/** Where the build writes the pages it prerendered: pages/index.html for "/", pages/<path>/index.html. */
const PRERENDERED_DIR = "pages";

/** The addresses the build prerendered, each with its file relative to the build folder. */
function prerenderedPages(distDir: string, folder = ""): { path: string; file: string }[] {
  const dir = path.join(distDir, PRERENDERED_DIR, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return prerenderedPages(distDir, path.posix.join(folder, entry.name));
    if (entry.name !== "index.html") return [];
    return [{ path: `/${folder}`, file: path.posix.join(PRERENDERED_DIR, folder, entry.name) }];
  });
}

/** A session cookie, valid or not: the render finds out, and a visitor gets the prerendered copy. */
const hasSession = (req: Request) => readSessionToken(req.headers.cookie) !== undefined;

const HASHED = "public, max-age=31536000, immutable";
const UNHASHED = "public, max-age=3600";

export interface WebStaticOptions {
  /** Pages whose HTML carries a link preview (Open Graph), e.g. a shared recipe. */
  pages?: WebPage[];
  /** The app's public address, which previews' links are made absolute with. */
  publicUrl: string;
  /** Renders the pages it knows with the visitor's data; the others are the app shell. */
  renderer?: Promise<ServerRenderer | undefined>;
  /** Set on a request over its limit of rendered pages: it gets the shell, which costs nothing. */
  shellOnly?: RequestHandler;
}

/**
 * Serves the built web app, each text file in the encoding the browser accepts (the build precompressed
 * them): hashed assets cached for good, the rest for an hour, HTML always revalidated. The pages the
 * build prerendered answer at their addresses; the pages the server renders, with the visitor's data;
 * every other non-API path gets index.html (client routing).
 */
export function webStatic(distDir: string, options: WebStaticOptions): Router | undefined {
  const index = path.join(distDir, "index.html");
  if (!existsSync(index)) return undefined;
  const html = indexHtml(index);
  const router = express.Router();
  router.use(
    "/assets",
    precompressedStatic(path.join(distDir, "assets"), { cacheControl: HASHED, fallthrough: false }),
  );
  router.use(precompressedStatic(distDir, { cacheControl: UNHASHED }));
  const plain = (req: Request, res: Response, next: NextFunction) => {
    sendPrecompressed(req, res, next, distDir, "index.html", { cacheControl: "no-cache" });
  };
  /** The page rendered with the visitor's data when it is one the server renders; else `fallback`. */
  const rendered = async (req: Request, res: Response, template: string, fallback: () => void) => {
    const renderer = await options.renderer;
    if (!renderer || res.locals.shellOnly || !renderer.renders(req) || !req.accepts("html"))
      return fallback();
    const document = await renderer.render(req, template);
    if (!document) return fallback();
    // Per visitor: the markup holds their data.
    res.set("Cache-Control", "private, no-cache").vary("Cookie").type("html").send(document);
  };
  const appPage = (req: Request, res: Response, next: NextFunction) =>
    void rendered(req, res, html(), () => plain(req, res, next)).catch(next);
  const shellOnly: RequestHandler = options.shellOnly ?? ((_req, _res, next) => next());
  for (const page of prerenderedPages(distDir)) {
    const prerendered = (req: Request, res: Response, next: NextFunction) =>
      sendPrecompressed(req, res, next, distDir, page.file, { cacheControl: "no-cache" });
    // The build drew it for a visitor; a signed-in cook gets it drawn with their menu, when possible.
    // Only those renders count against the page-render limit: a visitor's copy costs nothing.
    router.get(page.path, (req, res, next) => {
      // A cache in between must not hand the visitor's copy to a cook, nor a cook's to a visitor.
      res.vary("Cookie");
      if (!hasSession(req)) return prerendered(req, res, next);
      shellOnly(req, res, (error?: unknown) => {
        if (error) return next(error);
        void rendered(req, res, html(), () => prerendered(req, res, next)).catch(next);
      });
    });
  }
  for (const page of options.pages ?? []) {
    router.get(page.path, shellOnly, async (req, res, next) => {
      // Without its preview the page still works: the client shows the recipe, or its not-found page.
      const preview = await page.preview(req.params as Record<string, string>).catch((error: unknown) => {
        req.log.warn({ err: error }, "page preview failed");
        return undefined;
      });
      if (!preview) return appPage(req, res, next);
      if (!preview.indexable) res.set("X-Robots-Tag", "noindex");
      const template = withPreview(html(), preview, options.publicUrl);
      await rendered(req, res, template, () => {
        res.set("Cache-Control", "no-cache").type("html").send(template);
      });
    });
  }
  router.get(/^(?!\/api\/|\/socket\.io\/).*/, shellOnly, appPage);
  return router;
}
