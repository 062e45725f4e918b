import { Router } from "express";
import type { CatalogueService } from "./catalogue.service.ts";

// The catalogue changes only with a deploy; an hour of caching spares a request per page, and the
// ETag lets a browser revalidate for nothing once it expires.
const CACHE_CONTROL = "public, max-age=3600";

export function catalogueRoutes(catalogue: CatalogueService): Router {
  const router = Router();
  const etag = `"${catalogue.version}"`;

  router.get("/foods", (req, res) => {
    res.set({ "Cache-Control": CACHE_CONTROL, ETag: etag });
    const cached = req
      .get("If-None-Match")
      ?.split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""));
    if (cached?.includes(etag) || cached?.includes("*")) {
      res.status(304).end();
      return;
    }
    res.json(catalogue.selector());
  });

  return router;
}
