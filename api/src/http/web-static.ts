import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import express, { type Request, type Response, type Router } from "express";
import { withPreview, type WebPage } from "./page-preview.ts";

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

export interface WebStaticOptions {
  /** Pages whose HTML carries a link preview (Open Graph), e.g. a shared recipe. */
  pages?: WebPage[];
  /** The app's public address, which previews' links are made absolute with. */
  publicUrl: string;
}

/** Serves the built web app and answers every other non-API path with index.html (client routing). */
export function webStatic(distDir: string, options: WebStaticOptions): Router | undefined {
  const index = path.join(distDir, "index.html");
  if (!existsSync(index)) return undefined;
  const html = indexHtml(index);
  const router = express.Router();
  router.use(
    "/assets",
    express.static(path.join(distDir, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }),
  );
  router.use(express.static(distDir, { index: false, maxAge: "1h" }));
  const plain = (_req: Request, res: Response) => {
    res.set("Cache-Control", "no-cache").sendFile(index);
  };
  for (const page of options.pages ?? []) {
    router.get(page.path, async (req, res) => {
      // Without its preview the page still works: the client shows the recipe, or its not-found page.
      const preview = await page.preview(req.params as Record<string, string>).catch((error: unknown) => {
        req.log.warn({ err: error }, "page preview failed");
        return undefined;
      });
      if (!preview) return plain(req, res);
      if (!preview.indexable) res.set("X-Robots-Tag", "noindex");
      res
        .set("Cache-Control", "no-cache")
        .type("html")
        .send(withPreview(html(), preview, options.publicUrl));
    });
  }
  router.get(/^(?!\/api\/|\/socket\.io\/).*/, plain);
  return router;
}
