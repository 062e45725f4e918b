import {
  changePasswordSchema,
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from "@chefzap/shared";
import { Router, type Response } from "express";
import { parseBody } from "../../http/validate.ts";
import {
  clearSessionCookie,
  currentUser,
  requireUser,
  SESSION_COOKIE,
  sessionCookieOptions,
} from "../../http/middleware/session.ts";
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
  // POST only, behind the same-origin check: a link or image on another site must not sign anyone out.
  // The admin panel signs out with a plain form, which lands on the home page.
  router.post("/logout", async (req, res) => {
    await logout(req.sessionToken, res);
    if (req.is("application/x-www-form-urlencoded")) res.redirect(303, "/");
    else res.status(204).end();
  });

  router.post("/auth/forgot-password", ...limits.forgotPassword, async (req, res) => {
    const { email } = parseBody(forgotPasswordSchema, req.body);
    // Answered before the account is even looked up, so neither the answer nor its timing tells whether
    // the e-mail has an account. The lookup waits until the answer has left: PGlite runs queries on this
    // thread, and would otherwise hold the answer back for known e-mails only.
    res.status(202).json({ message: FORGOT_PASSWORD_ANSWER });
    res.once("close", () => {
      auth
        .requestPasswordReset(email)
        .catch((error: unknown) => req.log.error({ err: error }, "password reset request failed"));
    });
  });

  // Every session of the account ends, this browser's too. No new one is opened here: the link may have
  // been opened on someone else's computer, and signing in once proves the new password is known.
  router.post("/auth/reset-password", limits.resetPassword, async (req, res) => {
    const { token, password } = parseBody(resetPasswordSchema, req.body);
    await auth.resetPassword(token, password);
    res.status(204).end();
  });

  router.post("/auth/change-password", requireUser, limits.changePassword, async (req, res) => {
    const input = parseBody(changePasswordSchema, req.body);
    await auth.changePassword(currentUser(req), req.sessionToken!, input);
    res.status(204).end();
  });

  return router;
}
