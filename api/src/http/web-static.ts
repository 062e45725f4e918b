import { existsSync } from "node:fs";
import path from "node:path";
import express, { type Router } from "express";

/** Serves the built web app and answers every other non-API path with index.html (client routing). */
export function webStatic(distDir: string): Router | undefined {
  const index = path.join(distDir, "index.html");
  if (!existsSync(index)) return undefined;
  const router = express.Router();
  router.use(
    "/assets",
    express.static(path.join(distDir, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }),
  );
  router.use(express.static(distDir, { index: false, maxAge: "1h" }));
  router.get(/^(?!\/api\/|\/socket\.io\/).*/, (_req, res) => {
    res.set("Cache-Control", "no-cache").sendFile(index);
  });
  return router;
}
