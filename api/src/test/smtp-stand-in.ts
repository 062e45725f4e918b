import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as it came over the wire (headers and MIME parts). */
  raw: string;
  /** Every part decoded from quoted-printable, for looking up what the reader would see. */
  decoded: string;
}

export interface SmtpStandIn {
  port: number;
  received: ReceivedMail[];
  /** How many connections tried to hand over a message, accepted or not. */
  attempts: () => number;
  close: () => Promise<void>;
}

/** Quoted-printable as nodemailer writes it: soft line breaks and =XX bytes of UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/g, "%25");
  try {
    return decodeURIComponent(bytes);
  } catch {
    return text;
  }
}

/**
 * A local SMTP server speaking the real protocol, without TLS or auth (as a dev mail catcher does).
 * `reject` makes it refuse every message with that reply, as a full mailbox or a broken relay would.
 */
export async function startSmtpStandIn(
  options: { reject?: { code: number; message: string } } = {},
): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      attempts += 1;
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (options.reject) {
          callback(Object.assign(new Error(options.reject.message), { responseCode: options.reject.code }));
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          decoded: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
