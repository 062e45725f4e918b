import { z } from "zod";
import { pageCursor, pageSize } from "./community.ts";

/** Every e-mail ChefZap writes; the api renders each in pt-BR (text and HTML). */
export const MAIL_TEMPLATE_IDS = [
  "password_reset",
  "password_changed",
  "novidades",
  "lembrete_receitas",
  "aviso_termos",
] as const;
export type MailTemplateId = (typeof MAIL_TEMPLATE_IDS)[number];

/** The templates an admin may send to chosen users, with the names the panel lists them by. */
export const BULK_MAIL_TEMPLATES = [
  { id: "novidades", label: "Novidades do ChefZap" },
  { id: "lembrete_receitas", label: "Lembrete de receitas" },
  { id: "aviso_termos", label: "Aviso de novos termos" },
] as const satisfies ReadonlyArray<{ id: MailTemplateId; label: string }>;

/**
 * queued: waiting for (another) try; sent: the SMTP server took it; failed: refused or out of tries;
 * not_configured: no SMTP is set up, so the message only lives in the outbox.
 */
export const MAIL_STATUSES = ["queued", "sent", "failed", "not_configured"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_OUTBOX_PAGE_SIZE = 20;
export const MAIL_OUTBOX_PAGE_MAX = 100;

/** GET /api/admin/mail-outbox query: newest first, the next page's cursor in X-Next-Cursor. */
export const mailOutboxQuerySchema = z.object({
  status: z.enum(MAIL_STATUSES, "Situação inválida.").optional(),
  limit: pageSize(MAIL_OUTBOX_PAGE_MAX, MAIL_OUTBOX_PAGE_SIZE),
  cursor: pageCursor,
});
export type MailOutboxQuery = z.infer<typeof mailOutboxQuerySchema>;

/** One message of the outbox as admins read it, bodies included (with SMTP off they are the only copy). */
export const mailOutboxItemSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  template: z.enum(MAIL_TEMPLATE_IDS),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailOutboxItem = z.infer<typeof mailOutboxItemSchema>;
