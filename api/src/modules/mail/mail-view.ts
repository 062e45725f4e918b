import type { MailOutboxItem } from "@chefzap/shared";
import type { MailOutboxRow } from "../../db/schema/index.ts";

export const toMailOutboxItem = (row: MailOutboxRow): MailOutboxItem => ({
  id: row.id,
  to: row.toAddress,
  subject: row.subject,
  text: row.text,
  html: row.html,
  template: row.templateId,
  status: row.status,
  attempts: row.attempts,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});
