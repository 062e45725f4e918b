import { DomainError } from "@chefzap/shared";
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return "invalid";
  }
}

/**
 * Where a browser request comes from: Origin, or the Referer's origin when a browser left Origin out.
 * Undefined for clients that send neither (curl, the bot); they carry no victim's cookie to abuse.
 */
export function requestOrigin(req: IncomingMessage): string | undefined {
  const origin = req.headers.origin;
  if (origin) return origin === "null" ? "null" : originOf(origin);
  return originOf(req.headers.referer);
}

/**
 * CSRF defence that does not rest on SameSite alone: a state change whose Origin (or Referer) is not the
 * app's own is refused. Reads stay open, so links from other sites keep working.
 */
export function sameOriginWrites(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, _res, next) => {
    if (READS.has(req.method)) return next();
    const origin = requestOrigin(req);
    if (origin !== undefined && !allowed.has(origin)) throw new DomainError("cross_origin");
    next();
  };
}

/** The same rule for Socket.IO handshakes (polling and WebSocket alike). */
export function isAllowedHandshake(req: IncomingMessage, allowedOrigins: readonly string[]): boolean {
  const origin = requestOrigin(req);
  return origin === undefined || allowedOrigins.includes(origin);
}
