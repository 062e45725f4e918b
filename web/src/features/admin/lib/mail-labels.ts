import { BULK_MAIL_TEMPLATES, type MailStatus, type MailTemplateId } from "@chefzap/shared";

export const mailStatusLabels: Record<MailStatus, string> = {
  queued: "Na fila",
  sent: "Enviado",
  failed: "Falhou",
  not_configured: "Só na caixa (sem SMTP)",
};

export const mailTemplateLabels: Record<MailTemplateId, string> = {
  password_reset: "Redefinição de senha",
  password_changed: "Senha alterada",
  ...Object.fromEntries(BULK_MAIL_TEMPLATES.map((t) => [t.id, t.label])),
} as Record<MailTemplateId, string>;
