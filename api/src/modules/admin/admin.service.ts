import {
  DomainError,
  type AdminBulkActionBody,
  type AdminBulkActionResult,
  type AdminPaymentsQuery,
  type AdminUserDetails,
  type AdminUsersQuery,
} from "@chefzap/shared";
import type { Db } from "../../db/client.ts";
import type { MailService } from "../mail/index.ts";
import { createAdminAuditRepository } from "./admin-audit.repository.ts";
import { createAdminPaymentsRepository } from "./admin-payments.repository.ts";
import { createAdminUsersRepository } from "./admin-users.repository.ts";
import { paymentsCsv, usersCsv } from "./admin-export.ts";

export interface AdminActor {
  id: string;
  email: string;
}

export interface AdminServiceDeps {
  db: Db;
  mail: Pick<MailService, "send">;
  /** Where e-mailed links point. */
  publicUrl: string;
  now: () => Date;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Users, payments and the actions on them; every change and export is written to the audit log. */
export function createAdminService(deps: AdminServiceDeps) {
  const users = createAdminUsersRepository(deps.db);
  const payments = createAdminPaymentsRepository(deps.db);
  const audit = createAdminAuditRepository(deps.db);

  async function sendToEach(ids: readonly string[], template: NonNullable<AdminBulkActionBody["template"]>) {
    const found = new Map((await users.contacts(ids)).map((user) => [user.id, user]));
    const results: AdminBulkActionResult["results"] = [];
    // One outbox row per user, one after another: a thousand inserts, and the sender paces the SMTP side.
    for (const userId of ids) {
      const user = found.get(userId);
      if (!user) results.push({ userId, result: "not_found" });
      else {
        await deps.mail.send({
          to: user.email,
          template,
          data: { name: user.firstName, siteUrl: deps.publicUrl },
          userId,
        });
        results.push({ userId, result: "queued" });
      }
    }
    return results;
  }

  return {
    users: (query: AdminUsersQuery) => users.page(query, deps.now()),

    async details(id: string): Promise<AdminUserDetails> {
      const now = deps.now();
      const user = await users.byId(id, now);
      if (!user) throw new DomainError("not_found", "Usuário não encontrado.");
      const [averageRating, recent, openSessions] = await Promise.all([
        users.averageRating(id),
        payments.ofUser(id, 12),
        users.openSessions(id, now),
      ]);
      return {
        user,
        recipeStats: { totalGenerated: user.recipesGenerated, averageRating },
        payments: recent,
        openSessions,
      };
    },

    payments: (query: AdminPaymentsQuery) => payments.page(query),

    async resetRecipes(actor: AdminActor, id: string): Promise<{ message: string }> {
      const [reset] = await users.resetFreeRecipes([id]);
      if (!reset) throw new DomainError("not_found", "Usuário não encontrado.");
      await audit.write({ actor, action: "reset-free-recipes", targetType: "user", targetId: id });
      return { message: "Receitas gratuitas do usuário resetadas." };
    },

    async bulk(actor: AdminActor, body: AdminBulkActionBody): Promise<AdminBulkActionResult> {
      const ids = [...new Set(body.userIds)];
      if (body.action === "reset-free-recipes") {
        const reset = new Set(await users.resetFreeRecipes(ids));
        await audit.write({
          actor,
          action: "bulk-reset-free-recipes",
          targetType: "users",
          details: { userIds: [...reset] },
        });
        return {
          message: `Receitas gratuitas resetadas para ${plural(reset.size, "usuário", "usuários")}.`,
          affected: reset.size,
          results: ids.map((userId) => ({ userId, result: reset.has(userId) ? "reset" : "not_found" })),
        };
      }
      const results = await sendToEach(ids, body.template!);
      const queued = results.filter((r) => r.result === "queued");
      await audit.write({
        actor,
        action: "bulk-send-email",
        targetType: "users",
        details: { template: body.template, userIds: queued.map((r) => r.userId) },
      });
      return {
        message: `E-mail colocado na fila para ${plural(queued.length, "usuário", "usuários")}.`,
        affected: queued.length,
        results,
      };
    },

    async exportUsers(actor: AdminActor, query: AdminUsersQuery): Promise<AsyncIterable<string>> {
      const filter = { search: query.search, plan: query.plan, status: query.status };
      await audit.write({ actor, action: "export-users", targetType: "export", details: { filter } });
      return usersCsv(users.stream(filter, deps.now()));
    },

    async exportPayments(actor: AdminActor, query: AdminPaymentsQuery): Promise<AsyncIterable<string>> {
      const filter = { search: query.search, status: query.status };
      await audit.write({ actor, action: "export-payments", targetType: "export", details: { filter } });
      return paymentsCsv(payments.stream(filter));
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
