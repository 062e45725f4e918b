import { randomUUID } from "node:crypto";
import express, { type Express } from "express";
import helmet from "helmet";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { Config } from "../config/env.ts";
import { serializeError } from "../log-errors.ts";
import type { Services } from "../services.ts";
import { adminRoutes } from "../modules/admin/admin.routes.ts";
import { authRoutes } from "../modules/auth/auth.routes.ts";
import { generationRoutes } from "../modules/generation/generation.routes.ts";
import { nutritionRoutes } from "../modules/nutrition/index.ts";
import { scannerRoutes } from "../modules/scanner/scanner.routes.ts";
import { recipesRoutes } from "../modules/recipes/recipes.routes.ts";
import { usersRoutes } from "../modules/users/users.routes.ts";
import { apiNotFound, errorHandler } from "./middleware/errors.ts";
import { createRateLimits } from "./middleware/rate-limits.ts";
import { sameOriginWrites } from "./middleware/same-origin.ts";
import { sessionMiddleware } from "./middleware/session.ts";
import { webStatic } from "./web-static.ts";

const PERMISSIONS_POLICY =
  "camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()";

export interface AppDeps {
  config: Config;
  logger: Logger;
  services: Services;
  redis?: Redis;
  ping: () => Promise<void>;
}

export function createApp({ config, logger, services, redis, ping }: AppDeps): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: { ignore: (req) => !req.url?.startsWith("/api/") },
      // Headers stay out of the logs: they carry cookies, and the rest is noise.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        // pino-http puts its own error serializer on req.log, which would undo the logger's.
        err: serializeError,
      },
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
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

  const limits = createRateLimits(config, redis);
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
  api.use(sessionMiddleware(services.auth));
  api.use(scannerRoutes(services.scanner, limits.scan));
  api.use(express.json({ limit: "100kb" }));
  api.get("/health", async (_req, res) => {
    await ping();
    res.json({ ok: true });
  });
  api.use(authRoutes(services.auth, limits, config.cookieSecure));
  api.use(usersRoutes(services.users, config.cookieSecure));
  api.use(generationRoutes(services.generation, limits.generation));
  api.use(nutritionRoutes(services.nutrition, limits.nutrition));
  api.use(recipesRoutes(services.recipesRepo));
  api.use(adminRoutes(services.usersRepo));
  api.use(apiNotFound);
  app.use("/api", api);

  const web = webStatic(config.webDist);
  if (web) app.use(web);
  app.use(errorHandler);
  return app;
}
