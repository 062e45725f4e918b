import { createHash, randomInt } from "node:crypto";
import type { Db } from "../../db/client.ts";
import type { EntitlementsService } from "../entitlements/index.ts";
import { createWhatsappLinkRepository } from "./whatsapp-link.repository.ts";

/** How long a code shown on the "Conectar WhatsApp" card works. */
export const LINK_CODE_TTL_MS = 10 * 60 * 1000;

const hashOf = (code: string) => createHash("sha256").update(code).digest("hex");

/**
 * Links a WhatsApp number to an account by a one-time code the user types in the chat: the number
 * typed at sign-up proves nothing, the code proves the chat and the signed-in account are one person.
 */
export function createWhatsappLinkService({
  db,
  entitlements,
}: {
  db: Db;
  entitlements: EntitlementsService;
}) {
  const repo = createWhatsappLinkRepository(db);
  return {
    /** A fresh six-digit code for a Premium user; the previous one stops working. */
    async newCode(user: { id: string; plan: "free" | "premium" }) {
      entitlements.require(user, "whatsapp");
      for (;;) {
        const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
        const expiresAt = new Date(Date.now() + LINK_CODE_TTL_MS);
        // Two live codes may not share digits, or one would link the other's account.
        if (await repo.saveCode(user.id, hashOf(code), expiresAt)) return { code, expiresAt };
      }
    },

    /** The account a live code belongs to, linked to this number; undefined for a wrong or old code. */
    async linkByCode(code: string, phone: string): Promise<string | undefined> {
      const userId = await repo.takeCode(hashOf(code));
      if (userId) await repo.link(userId, phone);
      return userId;
    },

    unlink: (userId: string) => repo.unlink(userId),
    linkOf: (userId: string) => repo.linkOf(userId),
  };
}

export type WhatsappLinkService = ReturnType<typeof createWhatsappLinkService>;
