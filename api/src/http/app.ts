import { createHash } from "node:crypto";
import { THEME_INIT_SCRIPT } from "@chefzap/shared";
import compression from "compression";
import express, { type Express, type Router } from "express";
import helmet from "helmet";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import type { Config } from "../config/env.ts";
import { metricsEndpoint } from "./metrics-endpoint.ts";
import { requestMetrics } from "./metrics.ts";
import { apiNotFound, errorHandler } from "./middleware/errors.ts";
import { createRateLimits, type RateLimits } from "./middleware/rate-limits.ts";
import { useRequestLogging } from "./middleware/request-log.ts";
import { sameOriginWrites } from "./middleware/same-origin.ts";
import { sessionMiddleware, type Authenticator } from "./middleware/session.ts";
import type { WebPage } from "./page-preview.ts";
import { apiDocsRoutes } from "./openapi/docs-routes.ts";
import type { ApiDocs } from "./openapi/operation.ts";
import { loadServerRenderer } from "./server-render.ts";
import { webStatic } from "./web-static.ts";

const PERMISSIONS_POLICY =
  "camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()";

/** What the modules give the app to mount; it knows no module by name. */
export interface RouteSet {
  /** Routes that read their own (large) bodies, mounted before the api's 100 kB JSON parser. */
  ownBody: Router[];
  routes: Router[];
  /** Web pages whose HTML carries a link preview. */
  pages?: WebPage[];
  /** Served at the site's root, ahead of the web app (robots.txt, sitemap.xml). */
  root?: Router[];
  /** Each module's description of its routes, for GET /api/openapi.json. */
  docs?: ApiDocs[];
}

export interface AppDeps {
  config: Config;
  logger: Logger;
  auth: Authenticator;
  routes: (limits: RateLimits) => RouteSet;
  redis?: Redis;
  ping: () => Promise<void>;
}

/** The CSP source that lets the pages' one inline script run: the theme, set before the first paint. */
const THEME_INIT_HASH = `'sha256-${createHash("sha256").update(THEME_INIT_SCRIPT).digest("base64")}'`;

export function createApp({ config, logger, auth, routes, redis, ping }: AppDeps): Express {
  const app = express();
  app.disable("x-powered-by");
  // Express would hash every JSON answer for an ETag, but api answers are no-store (never revalidated);
  // the routes that are cached (foods, recipe cards) set their own, and static files get theirs from
  // express.static.
  app.set("etag", false);
  app.set("trust proxy", config.trustProxy);
  useRequestLogging(app, logger, (req) => req.url?.startsWith("/api/") ?? false);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          "script-src": ["'self'", THEME_INIT_HASH],
          "img-src": ["'self'", "data:", "blob:"],
          "connect-src": ["'self'", "ws:", "wss:"],
          // Only when PUBLIC_URL is https: on plain http://localhost it would break every asset request.
          "upgrade-insecure-requests": config.httpsOnly ? [] : null,
        },
      },
      strictTransportSecurity: config.cookieSecure,
    }),
  );
  app.use((_req, res, next) => {
    // The camera serves the photo scanner; nothing else of the device is ever asked for.
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  });

  // Answers and rendered pages made per request; the build's files come precompressed and are skipped.
  app.use(compression());
  const limits = createRateLimits(config, redis);
  app.use("/api", requestMetrics());
  app.get("/metrics", metricsEndpoint(config.metricsToken, auth));
  const api = express.Router();
  api.use((_req, res, next) => {
    // Answers are per user (or about a user): no browser or proxy cache may keep them.
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  api.use(sameOriginWrites(config.allowedOrigins));
  api.use(limits.api);
  // The session comes from the cookie alone, so it can run first: the scanner needs the user before
  // it reads its (up to 14 MB) body, and mounts its own parser ahead of the 100 kB one.
  api.use(sessionMiddleware(auth));
  const mounted = routes(limits);
  for (const router of mounted.ownBody) api.use(router);
  api.use(express.json({ limit: "100kb" }));
  api.get("/health", async (_req, res) => {
    await ping();
    res.json({ ok: true });
  });
  for (const router of mounted.routes) api.use(router);
  api.use(apiDocsRoutes(mounted.docs ?? []));
  api.use(apiNotFound);
  app.use("/api", api);

  for (const router of mounted.root ?? []) app.use(router);
  const renderer = loadServerRenderer(config.webDist).catch((error: unknown) => {
    logger.error({ err: error }, "the web app's server side did not load; pages go out as the app shell");
    return undefined;
  });
  const web = webStatic(config.webDist, {
    pages: mounted.pages,
    publicUrl: config.publicUrl,
    renderer,
    shellOnly: limits.pageRenders,
  });
  if (web) app.use(web);
  app.use(errorHandler);
  return app;
}
