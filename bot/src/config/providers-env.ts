import { z } from "zod";

/** A variable left empty in .env counts as unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** A provider's API host, replaceable by a local stand-in; empty means the real one. */
const apiBase = (real: string) =>
  z.preprocess((value) => (value === "" ? undefined : value), z.url({ protocol: /^https?$/ }).default(real));

/** The variables of the webhook providers (Twilio, the Cloud API), checked by env.ts with the rest. */
export const providersEnvShape = {
  /** Where the bot listens for provider webhooks; the public URL reaches it through a proxy. */
  WHATSAPP_WEBHOOK_PORT: z.coerce.number().int().min(1).max(65535).default(3100),
  WHATSAPP_WEBHOOK_HOST: z.string().default("0.0.0.0"),

  TWILIO_ACCOUNT_SID: optional(
    z.string().regex(/^AC[0-9a-fA-F]{32}$/, "expected AC followed by 32 hex digits"),
  ),
  TWILIO_AUTH_TOKEN: optional(z.string().min(16)),
  /** The WhatsApp sender: +14155238886. */
  TWILIO_WHATSAPP_FROM: optional(
    z.string().regex(/^(whatsapp:)?\+\d{10,15}$/, "expected +<country><number>"),
  ),
  /** Exactly as set in Twilio's console: request signatures are checked against it. */
  TWILIO_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/ })),
  /** Twilio's REST host; requests meant for it go here instead. */
  TWILIO_API_BASE: apiBase("https://api.twilio.com"),

  WHATSAPP_CLOUD_PHONE_NUMBER_ID: optional(z.string().regex(/^\d+$/, "expected the numeric phone-number id")),
  WHATSAPP_CLOUD_ACCESS_TOKEN: optional(z.string().min(20)),
  WHATSAPP_CLOUD_APP_SECRET: optional(z.string().min(16)),
  WHATSAPP_CLOUD_VERIFY_TOKEN: optional(z.string().min(8)),
  WHATSAPP_CLOUD_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default("v26.0"),
  /** The Graph API's host; the version and the call's path follow it. */
  WHATSAPP_GRAPH_BASE: apiBase("https://graph.facebook.com"),
  WHATSAPP_CLOUD_WEBHOOK_PATH: z.string().startsWith("/").default("/webhooks/whatsapp"),
};

const required = {
  twilio: ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_WHATSAPP_FROM", "TWILIO_WEBHOOK_URL"],
  "cloud-api": [
    "WHATSAPP_CLOUD_PHONE_NUMBER_ID",
    "WHATSAPP_CLOUD_ACCESS_TOKEN",
    "WHATSAPP_CLOUD_APP_SECRET",
    "WHATSAPP_CLOUD_VERIFY_TOKEN",
  ],
} as const;

/** A provider chosen without its credentials stops the bot at start, naming what is missing. */
export function requireProviderEnv(
  env: { WHATSAPP_PROVIDER: string } & Partial<Record<string, unknown>>,
  ctx: z.RefinementCtx,
): void {
  const names = required[env.WHATSAPP_PROVIDER as keyof typeof required] ?? [];
  for (const name of names)
    if (env[name] === undefined)
      ctx.addIssue({
        code: "custom",
        path: [name],
        message: `required when WHATSAPP_PROVIDER=${env.WHATSAPP_PROVIDER}`,
      });
}
