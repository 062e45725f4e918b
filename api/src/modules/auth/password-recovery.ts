import { DomainError, PASSWORD_RESET_TTL_MINUTES, type ChangePasswordInput } from "@chefzap/shared";
import type { UserRow } from "../../db/schema/index.ts";
import type { MailService } from "../mail/index.ts";
import type { UsersService } from "../users/index.ts";
import type { CredentialsRepository } from "./credentials.repository.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { hashToken, looksLikeToken, newToken } from "./tokens.ts";

export interface PasswordRecoveryDeps {
  credentials: CredentialsRepository;
  users: Pick<UsersService, "findByEmail" | "findById">;
  mail: Pick<MailService, "send">;
  /** The web app's address, where the e-mailed links point. */
  publicUrl: string;
  now: () => Date;
}

const TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60 * 1000;

/** "Esqueci minha senha" by e-mailed link, and "Alterar senha" for a signed-in cook. */
export function createPasswordRecovery(deps: PasswordRecoveryDeps) {
  const { credentials, users, mail, publicUrl, now } = deps;
  const invalidToken = () => new DomainError("reset_token_invalid", undefined, { field: "token" });

  const noticeChanged = (user: UserRow) =>
    mail.send({
      to: user.email,
      userId: user.id,
      template: "password_changed",
      data: { name: user.firstName, changedAt: now(), forgotLink: `${publicUrl}/esqueci-senha` },
    });

  return {
    /** Does nothing for an unknown e-mail; the caller answers the same either way. */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user) return;
      const token = newToken();
      const at = now();
      await credentials.issueResetToken(
        { id: hashToken(token), userId: user.id, expiresAt: new Date(at.getTime() + TTL_MS) },
        at,
      );
      await mail.send({
        to: user.email,
        userId: user.id,
        template: "password_reset",
        data: { name: user.firstName, link: `${publicUrl}/redefinir-senha?token=${token}` },
      });
    },

    /** Sets the new password and signs the account out everywhere; the token works once. */
    async resetPassword(token: string, password: string): Promise<void> {
      if (!looksLikeToken(token)) throw invalidToken();
      const id = hashToken(token);
      // Checked before hashing, so a flood of made-up tokens costs a lookup each, not an argon2 hash.
      if (!(await credentials.isResetTokenLive(id, now()))) throw invalidToken();
      const userId = await credentials.resetWithToken(id, await hashPassword(password), now());
      if (!userId) throw invalidToken();
      const user = await users.findById(userId);
      if (user) await noticeChanged(user);
    },

    /** Checks the current password, then keeps only the session that asked. */
    async changePassword(user: UserRow, sessionToken: string, input: ChangePasswordInput): Promise<void> {
      if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
        throw new DomainError("current_password_wrong", undefined, { field: "currentPassword" });
      await credentials.changePassword(
        user.id,
        await hashPassword(input.newPassword),
        hashToken(sessionToken),
      );
      await noticeChanged(user);
    },
  };
}

export type PasswordRecovery = ReturnType<typeof createPasswordRecovery>;
