import { Router } from "express";

/** The web manifest's share target; the web app's service worker answers it first when it runs. */
const SHARE_TARGET_PATH = "/compartilhar-foto";
/** The landing with its scanner open, which is where the service worker sends a shared photo too. */
const SCANNER_LANDING = "/?scanner=compartilhar";

/**
 * Mounted at the site's root. Reached only when no service worker took the share (the app not yet
 * installed on this browser, or its worker cleared): the photo cannot be kept without one, so the
 * cook is sent to the open scanner to choose it there. The body is never read.
 */
export function shareTargetRoutes(): Router {
  const router = Router();
  router.post(SHARE_TARGET_PATH, (_req, res) => {
    res.redirect(303, SCANNER_LANDING);
  });
  return router;
}
