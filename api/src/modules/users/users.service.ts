import { DomainError, type Plan, type Recipe } from "@chefzap/shared";
import type { Db } from "../../db/client.ts";
import type { NewUserRow, UserRow } from "../../db/schema/index.ts";
import { createUsersRepository } from "./users.repository.ts";
import { toPublicUser } from "./user-view.ts";

export interface SessionSummary {
  createdAt: Date;
  expiresAt: Date;
  userAgent: string | null;
}

export interface UsersServiceDeps {
  db: Db;
  /** The clock plans are read against (a Premium period ends at a moment). */
  now?: () => Date;
  /** Runs before an account is erased and can refuse it by throwing (billing ends subscriptions). */
  beforeDelete?: (userId: string) => Promise<void>;
  /** What the export includes from other modules, asked through their services. */
  sessionsOf: (userId: string) => Promise<SessionSummary[]>;
  recipesOf: (userId: string) => Promise<Recipe[]>;
  /** The web chat and WhatsApp conversations, with what was said on both sides. */
  chatsOf: (userId: string) => Promise<unknown[]>;
  /** Stars and comments left on recipes, and what the cook reported to the moderators. */
  ratingsOf: (userId: string) => Promise<unknown[]>;
  reportsOf: (userId: string) => Promise<unknown[]>;
  /** The nutritional profile and food preferences, null when never saved. */
  nutritionProfileOf: (userId: string) => Promise<unknown>;
  /** The weekly menus with their shopping lists and ticks. */
  weeklyMenusOf: (userId: string) => Promise<unknown[]>;
  /** The plan, the subscription and its payments. */
  billingOf?: (userId: string) => Promise<unknown>;
  /** The e-mails written to the account (the outbox's copies). */
  mailOf?: (userId: string) => Promise<unknown[]>;
}

/** Accounts, plans and roles, and the LGPD rights: take all your data with you, erase the account. */
export function createUsersService(deps: UsersServiceDeps) {
  const repo = createUsersRepository(deps.db, deps.now ?? (() => new Date()));
  return {
    findById: (id: string) => repo.findById(id),
    findByWhatsapp: (phone: string) => repo.findByWhatsapp(phone),
    findByEmail: (email: string) => repo.findByEmail(email),
    findByUsername: (username: string) => repo.findByUsername(username),
    usernameExists: (username: string) => repo.usernameExists(username),
    create: (values: NewUserRow) => repo.insert(values),
    touchLogin: (id: string) => repo.touchLogin(id),
    list: (limit: number) => repo.list(limit),
    setRole: (id: string, role: UserRow["role"]) => repo.update(id, { role }),

    async exportData(userId: string) {
      const user = await repo.findById(userId);
      if (!user) throw new DomainError("not_found");
      const [sessions, recipes, chats, ratings, reports, nutritionalProfile, weeklyMenus, billing, mail] =
        await Promise.all([
          deps.sessionsOf(userId),
          deps.recipesOf(userId),
          deps.chatsOf(userId),
          deps.ratingsOf(userId),
          deps.reportsOf(userId),
          deps.nutritionProfileOf(userId),
          deps.weeklyMenusOf(userId),
          deps.billingOf?.(userId) ?? null,
          deps.mailOf?.(userId) ?? [],
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
        recipes,
        chats,
        ratings,
        reports,
        nutritionalProfile,
        weeklyMenus,
        billing,
        mail,
      };
    },

    /** Sessions, recipes and everything else owned by the user go with it (ON DELETE CASCADE). */
    async deleteAccount(userId: string): Promise<void> {
      await deps.beforeDelete?.(userId);
      if (!(await repo.delete(userId))) throw new DomainError("not_found");
    },

    /**
     * Sets the stored plan with no end, bypassing billing's records: for tests and fixtures. Operators
     * use `npm run plan:set`, which billing records as a grant.
     */
    changePlan: (id: string, plan: Plan) => repo.update(id, { plan, premiumUntil: null }),

    async setPlan(email: string, plan: Plan) {
      const user = await repo.findByEmail(email);
      if (!user) throw new DomainError("not_found", `Nenhuma conta com o e-mail ${email}.`);
      return repo.update(user.id, { plan, premiumUntil: null });
    },

    /**
     * ADMIN_EMAILS at start: promotes the accounts that already exist and creates none, so the role only
     * reaches an account the operator has seen. Returns how many were promoted.
     */
    promoteExisting(emails: readonly string[]): Promise<number> {
      return repo.promoteEmails([...emails]);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
