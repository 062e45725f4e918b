import { createTransport, type NodemailerError } from "nodemailer";
import type { SmtpConfig } from "../../config/mail-env.ts";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Hands one message to the SMTP server; throws a MailDeliveryError when it could not. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * A failed delivery, as the outbox records it. `permanent` is the server refusing this message for good
 * (a 5xx reply), which another try would only repeat.
 */
export class MailDeliveryError extends Error {
  readonly permanent: boolean;
  /** Safe to log: an SMTP or socket code, never an address. */
  readonly code: string | undefined;
  readonly responseCode: number | undefined;

  constructor(cause: NodemailerError) {
    super(cause.message, { cause });
    this.name = "MailDeliveryError";
    this.permanent = cause.permanent === true;
    this.code = cause.code;
    this.responseCode = cause.responseCode;
  }
}

// Nodemailer waits minutes by default; a sender stuck on one dead server would hold the whole queue.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** SMTP through nodemailer, pooled so a bulk send reuses a few connections. */
export function createSmtpTransport(smtp: SmtpConfig, from: string): MailTransport {
  const transporter = createTransport(
    { ...smtp, ...TIMEOUTS, pool: true, maxConnections: 3, maxMessages: 100 },
    { from },
  );
  return {
    async send(mail) {
      try {
        await transporter.sendMail(mail);
      } catch (error) {
        throw new MailDeliveryError(error as NodemailerError);
      }
    },
    close: () => transporter.close(),
  };
}
