import { loginSchema, registerSchema } from "@chefzap/shared";
import { Router, type Response } from "express";
import { parseBody } from "../../http/validate.ts";
import { clearSessionCookie, SESSION_COOKIE, sessionCookieOptions } from "../../http/middleware/session.ts";
import type { RateLimits } from "../../http/middleware/rate-limits.ts";
import { toPublicUser } from "../users/index.ts";
import type { AuthService, SignedIn } from "./auth.service.ts";

export function authRoutes(auth: AuthService, limits: RateLimits, cookieSecure: boolean): Router {
  const router = Router();

  const signIn = (res: Response, status: number, signed: SignedIn) => {
    res.cookie(SESSION_COOKIE, signed.token, sessionCookieOptions(cookieSecure, signed.expiresAt));
    res.status(status).json(toPublicUser(signed.user));
  };

  router.post("/register", limits.register, async (req, res) => {
    const input = parseBody(registerSchema, req.body);
    signIn(res, 201, await auth.register(input, req.get("user-agent") ?? null));
  });

  router.post("/login", ...limits.login, async (req, res) => {
    const input = parseBody(loginSchema, req.body);
    signIn(res, 200, await auth.login(input, req.get("user-agent") ?? null));
  });

  const logout = async (token: string | undefined, res: Response) => {
    if (token) await auth.logout(token);
    clearSessionCookie(res, cookieSecure);
  };
  router.post("/logout", async (req, res) => {
    await logout(req.sessionToken, res);
    res.status(204).end();
  });
  // One admin screen signs out by navigating here, so GET also works and lands on the home page.
  router.get("/logout", async (req, res) => {
    await logout(req.sessionToken, res);
    res.redirect(303, "/");
  });

  return router;
}
