import type { AdminAuditAction, AdminAuditItem } from "@chefzap/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { afterKey, keyOrder, keyText, type KeyPart, type Keyset } from "../../db/keyset.ts";
import { adminAuditLogTable as a } from "../../db/schema/index.ts";
import { paged, type Paged } from "./admin-content.repository.ts";

export const auditKey: KeyPart[] = [
  { expr: a.createdAt, type: "timestamptz" },
  { expr: a.id, type: "uuid" },
];

export interface AuditEntry {
  actor: { id: string; email: string };
  action: AdminAuditAction;
  targetType: string;
  targetId?: string;
  details?: Record<string, unknown>;
}

export function createAdminAuditRepository(db: Db) {
  return {
    async write(entry: AuditEntry): Promise<void> {
      await db.insert(a).values({
        actorId: entry.actor.id,
        actorEmail: entry.actor.email,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId ?? null,
        details: entry.details ?? {},
      });
    },

    async page(options: {
      action?: AdminAuditAction;
      limit: number;
      after?: Keyset;
    }): Promise<Paged<AdminAuditItem>> {
      const found = await db
        .select({ row: a, key: sql<Keyset>`array[${sql.join(auditKey.map(keyText), sql`, `)}]` })
        .from(a)
        .where(
          and(
            options.action ? eq(a.action, options.action) : undefined,
            options.after ? afterKey(auditKey, options.after, "desc") : undefined,
          ),
        )
        .orderBy(...keyOrder(auditKey, "desc"))
        .limit(options.limit + 1);
      return paged(
        found.map(({ row, key }) => ({ ...row, createdAt: row.createdAt.toISOString(), key })),
        options.limit,
      );
    },
  };
}
