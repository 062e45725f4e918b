import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { Router, type RequestHandler } from "express";
import { createApiDocument } from "./document.ts";
import { docsInitScript, docsPage } from "./docs-page.ts";
import type { ApiDocs } from "./operation.ts";

/** The viewer's files we serve; nothing else of the package (its index.html would load the petstore). */
const VIEWER_FILES = new Set([
  "swagger-ui.css",
  "swagger-ui-bundle.js",
  "favicon-32x32.png",
  "favicon-16x16.png",
]);
const viewerRoot = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

// Both change only with a deploy: the document and its init script are kept five minutes, then
// revalidated by ETag; the viewer's files, named by the pinned package, a day.
const CACHE_CONTROL = "public, max-age=300";
const ASSETS_MAX_AGE = 24 * 60 * 60 * 1000;

const etagOf = (text: string) => `"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`;

function viewerAssets(): RequestHandler {
  const initEtag = etagOf(docsInitScript);
  return (req, res, next) => {
    const name = req.path.slice(1);
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (name === "docs-init.js") {
      res.set({ "Cache-Control": CACHE_CONTROL, ETag: initEtag }).type("js");
      if (req.fresh) return void res.status(304).end();
      return void res.send(docsInitScript);
    }
    if (!VIEWER_FILES.has(name)) return next();
    res.sendFile(name, { root: viewerRoot, maxAge: ASSETS_MAX_AGE }, (error) => {
      // A download the browser gave up on is no error of ours, and its headers are gone already.
      if (error && !res.headersSent) next(error);
    });
  };
}

/**
 * GET /openapi.json (built once, on first ask, from every module's description) and GET /docs, the
 * viewer, with its files under /docs/assets. Static files are not API operations, so only the two
 * routes are in the document.
 */
export function apiDocsRoutes(modules: readonly ApiDocs[]): Router {
  const router = Router();
  let built: { body: string; etag: string } | undefined;
  const document = () => {
    if (!built) {
      const body = JSON.stringify(createApiDocument(modules));
      built = { body, etag: etagOf(body) };
    }
    return built;
  };

  router.get("/openapi.json", (req, res) => {
    const { body, etag } = document();
    res.set({ "Cache-Control": CACHE_CONTROL, ETag: etag }).type("json");
    if (req.fresh) return void res.status(304).end();
    res.send(body);
  });
  router.get("/docs", (_req, res) => {
    res.set("Cache-Control", CACHE_CONTROL).type("html").send(docsPage);
  });
  router.use("/docs/assets", viewerAssets());
  return router;
}
