import { randomBytes } from "node:crypto";
import { DomainError } from "@chefzap/shared";
import { hashPassword } from "../auth/password.ts";
import type { SessionsRepository } from "../auth/sessions.repository.ts";
import type { RecipesRepository } from "../recipes/recipes.repository.ts";
import { toRecipe } from "../recipes/recipe-view.ts";
import type { UsersRepository } from "./users.repository.ts";
import { toPublicUser } from "./user-view.ts";

export interface UsersServiceDeps {
  users: UsersRepository;
  sessions: SessionsRepository;
  recipes: RecipesRepository;
}

/** LGPD rights: a user can take all their data with them and erase the account. */
export function createUsersService(deps: UsersServiceDeps) {
  return {
    async exportData(userId: string) {
      const user = await deps.users.findById(userId);
      if (!user) throw new DomainError("not_found");
      const [sessions, recipes] = await Promise.all([
        deps.sessions.listForUser(userId),
        deps.recipes.listByUser(userId),
      ]);
      return {
        exportedAt: new Date().toISOString(),
        user: {
          ...toPublicUser(user),
          deviceFingerprint: user.deviceFingerprint,
          userAgent: user.userAgent,
          lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
        },
        sessions: sessions.map((s) => ({
          createdAt: s.createdAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
          userAgent: s.userAgent,
        })),
        recipes: recipes.map(toRecipe),
      };
    },

    /** Sessions, recipes and everything else owned by the user go with it (ON DELETE CASCADE). */
    async deleteAccount(userId: string): Promise<void> {
      if (!(await deps.users.delete(userId))) throw new DomainError("not_found");
    },

    async setPlan(email: string, plan: "free" | "premium") {
      const user = await deps.users.findByEmail(email);
      if (!user) throw new DomainError("not_found", `Nenhuma conta com o e-mail ${email}.`);
      return deps.users.update(user.id, { plan });
    },

    /**
     * ADMIN_EMAILS at start: promotes the accounts that already exist and creates none, so the role only
     * reaches an account the operator has seen. Returns how many were promoted.
     */
    promoteExisting(emails: readonly string[]): Promise<number> {
      return deps.users.promoteEmails([...emails]);
    },

    /** Promotes an account, or creates it with a one-time random password when none exists. */
    async makeAdmin(email: string): Promise<{ created: boolean; password?: string }> {
      const user = await deps.users.findByEmail(email);
      if (user) {
        await deps.users.update(user.id, { role: "admin" });
        return { created: false };
      }
      const password = randomBytes(12).toString("base64url");
      await deps.users.insert({
        email: email.toLowerCase(),
        username: `admin_${randomBytes(3).toString("hex")}`,
        firstName: "Administrador",
        name: "Administrador",
        passwordHash: await hashPassword(password),
        role: "admin",
      });
      return { created: true, password };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
