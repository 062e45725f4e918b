import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Express, Request } from "express";
import type { Logger } from "pino";

declare module "express-serve-static-core" {
  interface Request {
    /** This request's id: sent back as X-Request-Id and carried by every log line about it. */
    id: string;
    /** A logger whose lines carry the request (id, method, url). */
    readonly log: Logger;
  }
}

const OWN_LOG = Symbol("request logger");
type Logged = Request & { [OWN_LOG]?: Logger };

/**
 * Request ids and one access line per request, as pino-http wrote them ("request completed" at info,
 * with the request, the status and the time taken; "request errored" from a 5xx on). pino-http built a
 * child logger for every request, serialising and redacting the request up front even when no line
 * was ever written; here the child is built the first time a handler logs, and the end of a request
 * is listened for only when info lines are kept.
 */
export function useRequestLogging(app: Express, logger: Logger, logged: (req: IncomingMessage) => boolean) {
  Object.defineProperty(app.request, "log", {
    configurable: true,
    get(this: Logged): Logger {
      return (this[OWN_LOG] ??= logger.child({
        req: { id: this.id, method: this.method, url: this.originalUrl },
      }));
    },
  });

  app.use((req, res, next) => {
    const id = randomUUID();
    req.id = id;
    res.setHeader("X-Request-Id", id);
    if (!logged(req) || !logger.isLevelEnabled("info")) return next();

    const start = Date.now();
    const finished = (error?: Error) => {
      res.off("close", finished).off("finish", finished).off("error", finished);
      const responseTime = Date.now() - start;
      const status = { statusCode: res.statusCode };
      if (error || res.statusCode >= 500) {
        const err = error ?? new Error(`failed with status code ${res.statusCode}`);
        req.log.info({ res: status, err, responseTime }, "request errored");
        return;
      }
      const ended = !req.readableAborted && res.writableEnded;
      req.log.info({ res: status, responseTime }, ended ? "request completed" : "request aborted");
    };
    res.on("close", finished).on("finish", finished).on("error", finished);
    next();
  });
}
