import { DomainError } from "@chefzap/shared";
import { parse as parseCookie } from "cookie";
import type { CookieOptions, Request, RequestHandler, Response } from "express";
import type { UserRow } from "../../db/schema/index.ts";

export const SESSION_COOKIE = "chefzap_session";

/** Who a session token belongs to; the auth module provides it, HTTP and sockets only ask. */
export interface Authenticator {
  authenticate(token: string): Promise<UserRow | null>;
}

declare module "express-serve-static-core" {
  interface Request {
    user?: UserRow;
    sessionToken?: string;
  }
}

export function sessionCookieOptions(secure: boolean, expires?: Date): CookieOptions {
  return { httpOnly: true, sameSite: "lax", secure, path: "/", ...(expires ? { expires } : {}) };
}

export function readSessionToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  return parseCookie(cookieHeader)[SESSION_COOKIE] || undefined;
}

/** Attaches the signed-in user, if any; routes decide whether one is required. */
export function sessionMiddleware(auth: Authenticator): RequestHandler {
  return async (req, _res, next) => {
    const token = readSessionToken(req.headers.cookie);
    if (token) {
      const user = await auth.authenticate(token);
      if (user) {
        req.user = user;
        req.sessionToken = token;
      }
    }
    next();
  };
}

export function currentUser(req: Request): UserRow {
  if (!req.user) throw new DomainError("unauthenticated");
  return req.user;
}

export const requireUser: RequestHandler = (req, _res, next) => {
  currentUser(req);
  next();
};

/** Admin is a role stored on the server; a username of "Admin" means nothing. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (currentUser(req).role !== "admin") throw new DomainError("admin_only");
  next();
};

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, sessionCookieOptions(secure));
}
