import type { AdminAuditAction, AdminAuditItem } from "@chefzap/shared";
import { shortId } from "./user-labels";

export const auditActionLabels: Record<AdminAuditAction, string> = {
  "reset-free-recipes": "Receitas resetadas",
  "bulk-reset-free-recipes": "Receitas resetadas em massa",
  "bulk-send-email": "E-mail em massa",
  "hide-content": "Conteúdo ocultado",
  "restore-content": "Conteúdo restaurado",
  "export-users": "Exportação de usuários",
  "export-payments": "Exportação de pagamentos",
  "whatsapp-reconnect": "WhatsApp reconectado",
};

const targetNames: Record<string, string> = {
  user: "usuário",
  recipe: "receita",
  comment: "comentário",
};

/** What the action touched: one target by its short id, or how many users a bulk action reached. */
export function auditTarget(item: AdminAuditItem): string {
  const ids = item.details.userIds;
  if (Array.isArray(ids)) return ids.length === 1 ? "1 usuário" : `${ids.length} usuários`;
  // A WhatsApp account's name is short and tells which number; an id cut to 8 would not.
  if (item.targetType === "whatsapp" && item.targetId) return item.targetId;
  if (item.targetId) return `${targetNames[item.targetType] ?? item.targetType} ${shortId(item.targetId)}`;
  return "—";
}
