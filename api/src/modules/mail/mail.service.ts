import type { MailOutboxQuery, MailStatus, MailTemplateId } from "@chefzap/shared";
import type { Logger } from "pino";
import type { MailConfig } from "../../config/mail-env.ts";
import type { Db } from "../../db/client.ts";
import type { MailOutboxRow } from "../../db/schema/index.ts";
import { decodeCursor, encodeCursor } from "../../db/keyset.ts";
import { createMailRepository, outboxKey } from "./mail.repository.ts";
import { createMailSender, type MailSenderDeps } from "./mail-sender.ts";
import { renderMail, type MailTemplateData } from "./mail-templates.ts";
import { createSmtpTransport, type MailTransport } from "./mail-transport.ts";

export interface MailServiceDeps {
  db: Db;
  config: MailConfig;
  logger: Logger;
  /** A transport of the test's own; otherwise SMTP when it is configured, and none when it is not. */
  transport?: MailTransport;
  retry?: Pick<MailSenderDeps, "maxAttempts" | "retryDelayMs">;
}

export interface MailToSend<K extends MailTemplateId> {
  to: string;
  template: K;
  data: MailTemplateData[K];
  /** The account it is about: its copies go when the account is deleted. */
  userId?: string;
}

export interface MailOutboxPage {
  rows: MailOutboxRow[];
  nextCursor?: string;
}

/**
 * Every message is written to the outbox first; with SMTP a sender delivers it in the background, so
 * no request waits on a mail server. Without SMTP it stays there as not_configured, for admins to read.
 */
export function createMailService(deps: MailServiceDeps) {
  const repo = createMailRepository(deps.db);
  const transport =
    deps.transport ??
    (deps.config.smtp ? createSmtpTransport(deps.config.smtp, deps.config.from) : undefined);
  const sender = transport && createMailSender({ repo, transport, logger: deps.logger, ...deps.retry });

  return {
    async send<K extends MailTemplateId>(mail: MailToSend<K>): Promise<{ id: string; status: MailStatus }> {
      const row = await repo.insert({
        userId: mail.userId ?? null,
        toAddress: mail.to,
        templateId: mail.template,
        ...renderMail(mail.template, mail.data),
        status: sender ? "queued" : "not_configured",
      });
      if (sender) void sender.kick();
      // No address, subject or body here: logs are kept longer and read by more people than the outbox.
      else
        deps.logger.warn(
          { mailId: row.id, template: mail.template },
          "SMTP not configured; e-mail kept in the outbox",
        );
      return { id: row.id, status: row.status };
    },

    async outbox(query: MailOutboxQuery): Promise<MailOutboxPage> {
      const order = "mail-outbox";
      const after = query.cursor ? decodeCursor(query.cursor, order, outboxKey) : undefined;
      const page = await repo.page({ status: query.status, limit: query.limit, after });
      return { rows: page.rows, nextCursor: page.next && encodeCursor(order, page.next) };
    },

    /**
     * An account's messages for its data export. A reset link's body is left out: the file may be kept
     * or shared, and the link could still work.
     */
    async messagesOf(userId: string) {
      const rows = await repo.ofUser(userId);
      return rows.map((row) => ({
        to: row.toAddress,
        subject: row.subject,
        template: row.templateId,
        text: row.templateId === "password_reset" ? null : row.text,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      }));
    },

    /** Removes delivered messages past their keep (the sender also does it hourly); nothing without SMTP. */
    prune: async (): Promise<void> => sender?.prune(),
    /** Delivers what is due now and resolves when that round is over. */
    flush: async (): Promise<void> => sender?.kick(),
    start: (): void => sender?.start(),
    stop: async (): Promise<void> => sender?.stop(),
  };
}

export type MailService = ReturnType<typeof createMailService>;
