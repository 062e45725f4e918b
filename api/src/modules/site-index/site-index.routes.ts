import { Router } from "express";
import { SITEMAP_TTL_MS, type SiteIndexService } from "./site-index.service.ts";

/** Mounted at the site's root, beside the web app, where crawlers look for them. */
export function siteIndexRoutes(siteIndex: SiteIndexService): Router {
  const router = Router();

  router.get("/robots.txt", (_req, res) => {
    res.type("text/plain").set("Cache-Control", "public, max-age=3600").send(siteIndex.robots());
  });

  router.get("/sitemap.xml", async (_req, res) => {
    const xml = await siteIndex.sitemap();
    res
      .type("application/xml")
      .set("Cache-Control", `public, max-age=${SITEMAP_TTL_MS / 1000}`)
      .send(xml);
  });

  return router;
}
