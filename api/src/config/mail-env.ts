import { z } from "zod";

/** How to reach the SMTP server: one URL, or its parts. */
export type SmtpConfig =
  | { url: string }
  | { host: string; port: number; secure: boolean; auth: { user: string; pass: string } | undefined };

export interface MailConfig {
  /** Absent when no SMTP is set up: messages stay in the outbox as not_configured. */
  smtp: SmtpConfig | undefined;
  /** The From header, e.g. "ChefZap <nao-responda@chefzap.com.br>". */
  from: string;
}

const blank = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal("").transform(() => undefined), schema.optional()]);

const text = blank(z.string().trim().min(1));

/** Part of the environment schema (config/env.ts): the mail settings, all optional. */
export const mailEnvShape = {
  SMTP_URL: blank(z.url({ protocol: /^smtps?$/, error: "use smtp://user:pass@host:587 or smtps://…" })),
  SMTP_HOST: text,
  SMTP_PORT: blank(z.coerce.number().int().min(1).max(65535)),
  SMTP_USER: text,
  SMTP_PASS: blank(z.string().min(1)),
  SMTP_SECURE: blank(z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1")),
  // A header: a line break in it would let the value add headers of its own.
  MAIL_FROM: blank(
    z
      .string()
      .trim()
      .regex(/^[^\r\n]*@[^\r\n]*$/, "an address, e.g. ChefZap <nao-responda@…>"),
  ),
};

type MailEnv = { [K in keyof typeof mailEnvShape]?: z.output<(typeof mailEnvShape)[K]> };

/** Settings that only make sense together; each problem names its variable, as the rest of the env does. */
export function checkMailEnv(env: MailEnv, ctx: z.RefinementCtx): void {
  const problem = (path: keyof MailEnv, message: string) =>
    ctx.addIssue({ code: "custom", path: [path], message });
  if (env.SMTP_URL && env.SMTP_HOST) problem("SMTP_HOST", "set SMTP_URL or SMTP_HOST, not both");
  const parts = ["SMTP_PORT", "SMTP_USER", "SMTP_PASS", "SMTP_SECURE"] as const;
  for (const name of parts) if (env[name] !== undefined && !env.SMTP_HOST) problem(name, "needs SMTP_HOST");
  if (env.SMTP_HOST && Boolean(env.SMTP_USER) !== Boolean(env.SMTP_PASS))
    problem(env.SMTP_USER ? "SMTP_PASS" : "SMTP_USER", "SMTP_USER and SMTP_PASS go together");
  if ((env.SMTP_URL || env.SMTP_HOST) && !env.MAIL_FROM)
    problem("MAIL_FROM", "required when SMTP is configured (the sender your provider accepts)");
}

export function toMailConfig(env: MailEnv): MailConfig {
  const from = env.MAIL_FROM ?? "ChefZap <nao-responda@chefzap.local>";
  if (env.SMTP_URL) return { smtp: { url: env.SMTP_URL }, from };
  if (!env.SMTP_HOST) return { smtp: undefined, from };
  const secure = env.SMTP_SECURE ?? env.SMTP_PORT === 465;
  return {
    smtp: {
      host: env.SMTP_HOST,
      port: env.SMTP_PORT ?? (secure ? 465 : 587),
      secure,
      auth: env.SMTP_USER && env.SMTP_PASS ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
    },
    from,
  };
}
