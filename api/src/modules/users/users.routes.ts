import { Router } from "express";
import { clearSessionCookie, currentUser, requireUser } from "../../http/middleware/session.ts";
import { toPublicUser } from "./user-view.ts";
import type { UsersService } from "./users.service.ts";

export function usersRoutes(users: UsersService, cookieSecure: boolean): Router {
  const router = Router();

  router.get("/user", requireUser, (req, res) => {
    res.set("Cache-Control", "no-store").json(toPublicUser(currentUser(req)));
  });

  router.get("/session", (req, res) => {
    const user = req.user;
    res.set("Cache-Control", "no-store").json({ user: user ? toPublicUser(user) : null });
  });

  router.get("/me/export", requireUser, async (req, res) => {
    const data = await users.exportData(currentUser(req).id);
    res
      .set("Cache-Control", "no-store")
      .attachment(`chefzap-meus-dados-${new Date().toISOString().slice(0, 10)}.json`)
      .json(data);
  });

  router.delete("/me", requireUser, async (req, res) => {
    await users.deleteAccount(currentUser(req).id);
    clearSessionCookie(res, cookieSecure);
    res.status(204).end();
  });

  return router;
}
