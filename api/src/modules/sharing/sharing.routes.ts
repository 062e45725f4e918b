import { Router } from "express";
import type { WebPage } from "../../http/page-preview.ts";
import type { SharingService } from "./sharing.service.ts";

export function sharingRoutes(sharing: SharingService): Router {
  const router = Router();

  // Fetched by WhatsApp and social apps for a shared link: public like the recipe itself. The ETag is
  // known before the image is drawn, so a revalidation costs one lookup and no rendering.
  router.get("/recipes/:id/card.png", async (req, res) => {
    const card = await sharing.card(req.params.id);
    res.set({
      ETag: card.etag,
      "Cache-Control": "public, max-age=3600",
      "Cross-Origin-Resource-Policy": "cross-origin",
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.type("png").send(await card.png());
  });

  return router;
}

/** The shared recipe page carries its preview in the HTML. */
export function sharingPages(sharing: SharingService): WebPage[] {
  return [{ path: "/recipes/:id", preview: (params) => sharing.preview(params.id ?? "") }];
}
