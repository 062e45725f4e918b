import { timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import { metricsRegistry } from "./metrics.ts";
import { readSessionToken, type Authenticator } from "./middleware/session.ts";

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus' text format: for a scraper with `Authorization: Bearer METRICS_TOKEN`, or
 * an admin's session (to look at it in the browser). Anyone else gets 404, as if nothing were there.
 */
export function metricsEndpoint(token: string | undefined, auth: Authenticator): RequestHandler {
  return async (req, res) => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    let allowed = token !== undefined && bearer !== undefined && sameToken(bearer, token);
    if (!allowed) {
      const session = readSessionToken(req.headers.cookie);
      const user = session ? await auth.authenticate(session) : null;
      allowed = user?.role === "admin";
    }
    res.setHeader("Cache-Control", "no-store");
    if (!allowed) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  };
}
