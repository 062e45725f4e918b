import { DomainError, IMAGE_TOO_LARGE_MESSAGE, scanIngredientsBodySchema } from "@chefzap/shared";
import express, { Router, type RequestHandler } from "express";
import { currentUser, requireUser } from "../../http/middleware/session.ts";
import { parseBody } from "../../http/validate.ts";
import { decodeDataUrl } from "./image-guard.ts";
import type { ScannerService } from "./scanner.service.ts";

// 10 MB of image is ~13.4 MiB of base64; the decoded size is checked exactly afterwards.
const jsonLimit = "14500kb";
const parseLargeJson = express.json({ limit: jsonLimit });

/** Its own body parser: the api's 100 kB limit would refuse every photo, with a message about nothing. */
export const scanBodyParser: RequestHandler = (req, res, next) =>
  parseLargeJson(req, res, (error?: unknown) => {
    const type = (error as { type?: string } | undefined)?.type;
    next(type === "entity.too.large" ? new DomainError("payload_too_large", IMAGE_TOO_LARGE_MESSAGE) : error);
  });

/** Mounted before the api's JSON parser; auth and the rate limit run before a large body is read. */
export function scannerRoutes(scanner: ScannerService, limit: RequestHandler): Router {
  const router = Router();

  // Public like the dialog's tips: the web asks before a photo is chosen, visitors included.
  router.get("/scanner/status", (_req, res) => {
    res.json(scanner.status());
  });

  router.post("/scan-ingredients", requireUser, limit, scanBodyParser, async (req, res) => {
    const { imageData } = parseBody(scanIngredientsBodySchema, req.body);
    // A cook who closes the dialog should not keep a paid vision call (and its retries) running.
    const abort = new AbortController();
    res.on("close", () => abort.abort());
    res.json(await scanner.scan(currentUser(req).id, decodeDataUrl(imageData), abort.signal));
  });

  return router;
}
