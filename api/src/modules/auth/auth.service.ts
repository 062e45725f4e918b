import { randomBytes } from "node:crypto";
import { DomainError, type LoginCredentials, type RegisterInput } from "@chefzap/shared";
import type { Db } from "../../db/client.ts";
import type { UserRow } from "../../db/schema/index.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { MailService } from "../mail/index.ts";
import type { UsersService } from "../users/index.ts";
import { createCredentialsRepository } from "./credentials.repository.ts";
import { decoyHash, hashPassword, verifyPassword } from "./password.ts";
import { createPasswordRecovery } from "./password-recovery.ts";
import { initialExpiry, onUse } from "./session-lifetime.ts";
import { createSessionsRepository } from "./sessions.repository.ts";
import { hashToken, newToken } from "./tokens.ts";

export interface AuthServiceDeps {
  db: Db;
  users: UsersService;
  sessionTtlMs: number;
  /** Reset links and "senha alterada" notices go out through it. */
  mail: Pick<MailService, "send">;
  /** The web app's address, where e-mailed links point. */
  publicUrl: string;
  now?: () => Date;
}

export interface SignedIn {
  user: UserRow;
  token: string;
  expiresAt: Date;
}

export function createAuthService(deps: AuthServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const sessions = createSessionsRepository(deps.db);
  const recovery = createPasswordRecovery({
    credentials: createCredentialsRepository(deps.db),
    users: deps.users,
    mail: deps.mail,
    publicUrl: deps.publicUrl,
    now,
  });

  async function openSession(user: UserRow, userAgent: string | null): Promise<SignedIn> {
    const token = newToken();
    const expiresAt = initialExpiry(user.role, now(), deps.sessionTtlMs);
    await sessions.insert({ id: hashToken(token), userId: user.id, expiresAt, userAgent });
    return { user, token, expiresAt };
  }

  async function pickUsername(wanted: string | undefined, email: string): Promise<string> {
    if (wanted) {
      if (await deps.users.usernameExists(wanted))
        throw new DomainError("username_taken", undefined, { field: "username" });
      return wanted;
    }
    const base =
      email
        .split("@")[0]!
        .replace(/[^a-zA-Z0-9._-]/g, "")
        .slice(0, 24) || "chef";
    return `${base}_${randomBytes(3).toString("hex")}`;
  }

  return {
    ...recovery,

    async register(input: RegisterInput, userAgent: string | null): Promise<SignedIn> {
      if (await deps.users.findByEmail(input.email))
        throw new DomainError("email_taken", undefined, { field: "email" });
      const fullName = input.name ?? [input.firstName, input.lastName].filter(Boolean).join(" ");
      const firstName = input.firstName ?? fullName.split(/\s+/)[0]!;
      const username = await pickUsername(input.username, input.email);
      let user: UserRow;
      try {
        user = await deps.users.create({
          email: input.email,
          username,
          firstName,
          lastName: input.lastName ?? (fullName.split(/\s+/).slice(1).join(" ") || null),
          name: fullName,
          whatsapp: input.whatsapp ?? null,
          passwordHash: await hashPassword(input.password),
          // Never admin at sign-up, even for an ADMIN_EMAILS address: a stranger could claim one that has
          // no account yet. The role goes to existing accounts at start, or through admin:create.
          role: "user",
          deviceFingerprint: input.deviceFingerprint ?? null,
          userAgent: input.userAgent ?? userAgent,
          lastLoginAt: now(),
        });
      } catch (error) {
        // Two sign-ups with the same e-mail at once: the unique index decides, the loser gets a 409.
        if (isUniqueViolation(error, "users_email_key"))
          throw new DomainError("email_taken", undefined, { field: "email" });
        if (isUniqueViolation(error, "users_username_key"))
          throw new DomainError("username_taken", undefined, { field: "username" });
        throw error;
      }
      return openSession(user, userAgent);
    },

    /** By e-mail or username: usernames never hold an "@". Either miss reads as a wrong password. */
    async login(input: LoginCredentials, userAgent: string | null): Promise<SignedIn> {
      const user = input.login.includes("@")
        ? await deps.users.findByEmail(input.login)
        : await deps.users.findByUsername(input.login);
      const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash), input.password);
      if (!user || !ok) throw new DomainError("invalid_credentials");
      await deps.users.touchLogin(user.id);
      return openSession(user, userAgent);
    },

    listSessions: (userId: string) => sessions.listForUser(userId),

    /** npm run admin:create: promotes an account, or creates it with a one-time random password. */
    async makeAdmin(email: string): Promise<{ created: boolean; password?: string }> {
      const user = await deps.users.findByEmail(email);
      if (user) {
        await deps.users.setRole(user.id, "admin");
        return { created: false };
      }
      const password = randomBytes(12).toString("base64url");
      await deps.users.create({
        email: email.toLowerCase(),
        username: `admin_${randomBytes(3).toString("hex")}`,
        firstName: "Administrador",
        name: "Administrador",
        passwordHash: await hashPassword(password),
        role: "admin",
      });
      return { created: true, password };
    },

    async logout(token: string): Promise<void> {
      await sessions.delete(hashToken(token));
    },

    /**
     * The user behind a session cookie. A cook's expiry slides forward once half of it has passed; an
     * admin's is short (see session-lifetime.ts). The last use is kept for the active-user counts.
     */
    async authenticate(token: string): Promise<UserRow | null> {
      const id = hashToken(token);
      const found = await sessions.findUser(id, now());
      if (!found) return null;
      const change = onUse(found.user.role, found.session, now(), deps.sessionTtlMs);
      if (change === "expired") {
        await sessions.delete(id);
        return null;
      }
      if (change) await sessions.touch(id, change);
      return found.user;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
