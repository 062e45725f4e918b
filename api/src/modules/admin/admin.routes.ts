import { Router } from "express";
import { requireAdmin } from "../../http/middleware/session.ts";
import type { UsersService } from "../users/index.ts";

/** Every admin route sits behind requireAdmin, checked on the server for each request. */
export function adminRoutes(users: UsersService): Router {
  const router = Router();
  router.use("/admin", requireAdmin);

  router.get("/admin/users", async (_req, res) => {
    const rows = await users.list(500);
    res.json(
      rows.map((u) => ({
        id: u.id,
        email: u.email,
        username: u.username,
        firstName: u.firstName,
        lastName: u.lastName,
        name: u.name,
        whatsapp: u.whatsapp,
        role: u.role,
        plan: u.plan,
        freeRecipesCount: u.freeRecipesUsed,
        status: "active",
        createdAt: u.createdAt.toISOString(),
        lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
      })),
    );
  });

  return router;
}
