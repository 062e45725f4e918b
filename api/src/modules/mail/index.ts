export { mailAdminRoutes } from "./mail.routes.ts";
export { createMailService, type MailService, type MailToSend } from "./mail.service.ts";
export type { MailTemplateData } from "./mail-templates.ts";
export type { MailTransport, OutgoingMail } from "./mail-transport.ts";
export { mailApiDocs } from "./mail.openapi.ts";
