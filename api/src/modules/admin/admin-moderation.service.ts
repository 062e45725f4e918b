import {
  DomainError,
  type AdminAuditQuery,
  type AdminModerationBody,
  type AdminReportsQuery,
} from "@chefzap/shared";
import type { Db } from "../../db/client.ts";
import { decodeCursor, encodeCursor } from "../../db/keyset.ts";
import { auditKey, createAdminAuditRepository } from "./admin-audit.repository.ts";
import { createAdminModerationRepository, reportsKey } from "./admin-moderation.repository.ts";
import type { AdminActor } from "./admin.service.ts";

const MESSAGES = {
  recipe: { hide: "Receita ocultada da comunidade.", restore: "Receita visível na comunidade novamente." },
  comment: { hide: "Comentário ocultado.", restore: "Comentário visível novamente." },
} as const;

/**
 * Reports from the community and what admins do about them. Hiding is reversible and leaves the
 * content with its author: a hidden recipe leaves the community lists, search and ranking; a hidden
 * comment leaves its thread (the vote still counts in the average).
 */
export function createAdminModerationService(deps: { db: Db; now: () => Date }) {
  const moderation = createAdminModerationRepository(deps.db);
  const audit = createAdminAuditRepository(deps.db);

  async function setHidden(actor: AdminActor, body: AdminModerationBody, hidden: boolean) {
    const found = await moderation.setHidden(body.target, body.id, hidden, deps.now());
    if (!found)
      throw new DomainError(
        "not_found",
        body.target === "recipe" ? "Receita não encontrada." : "Comentário não encontrado.",
      );
    await audit.write({
      actor,
      action: hidden ? "hide-content" : "restore-content",
      targetType: body.target,
      targetId: body.id,
    });
    return { message: MESSAGES[body.target][hidden ? "hide" : "restore"] };
  }

  return {
    async reports(query: AdminReportsQuery) {
      const after = query.cursor ? decodeCursor(query.cursor, "admin-reports", reportsKey) : undefined;
      const page = await moderation.reported({ state: query.state, limit: query.limit, after });
      return { items: page.items, nextCursor: page.next && encodeCursor("admin-reports", page.next) };
    },
    hide: (actor: AdminActor, body: AdminModerationBody) => setHidden(actor, body, true),
    restore: (actor: AdminActor, body: AdminModerationBody) => setHidden(actor, body, false),

    async auditLog(query: AdminAuditQuery) {
      const after = query.cursor ? decodeCursor(query.cursor, "admin-audit", auditKey) : undefined;
      const page = await audit.page({ action: query.action, limit: query.limit, after });
      return { items: page.items, nextCursor: page.next && encodeCursor("admin-audit", page.next) };
    },
  };
}

export type AdminModerationService = ReturnType<typeof createAdminModerationService>;
