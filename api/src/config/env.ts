import path from "node:path";
import { z } from "zod";
import { checkMailEnv, mailEnvShape, toMailConfig, type MailConfig } from "./mail-env.ts";

/** Unset stays undefined, so a default can depend on other settings. */
const optionalBoolean = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === "true" || v === "1"));

const emailList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );

/** Unset and empty mean the same: not configured. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().default("./data"),
  REDIS_URL: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  COOKIE_SECURE: optionalBoolean,
  TRUST_PROXY: z.string().default("loopback"),
  ADMIN_EMAILS: emailList,
  METRICS_TOKEN: z
    .string()
    .min(16, "METRICS_TOKEN must have at least 16 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(20),
  REGISTER_MAX_PER_HOUR: z.coerce.number().int().min(1).default(20),
  PASSWORD_RESETS_PER_HOUR_PER_IP: z.coerce.number().int().min(1).default(20),
  PASSWORD_RESETS_PER_HOUR_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  API_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  GENERATIONS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  SCANS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  OPENAI_VISION_MODEL: z.string().optional(),
  OPENAI_TRANSCRIPTION_MODEL: z.string().default("whisper-1"),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  AI_DEADLINE_MS: z.coerce.number().int().min(100).default(20_000),
  AI_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(6).default(3),
  BOT_SERVICE_TOKEN: z
    .string()
    .min(32)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_ID: optionalText,
  STRIPE_API_BASE: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  ...mailEnvShape,
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  webDist: string;
  logLevel: Env["LOG_LEVEL"];
  sessionTtlMs: number;
  /** Origins allowed to change state (CSRF) and to open sockets: the app's own address. */
  allowedOrigins: string[];
  /** The app is served over HTTPS (PUBLIC_URL says so): upgrade-insecure-requests is safe to send. */
  httpsOnly: boolean;
  /** Secure cookies and HSTS; on by default in production or behind an https PUBLIC_URL. */
  cookieSecure: boolean;
  trustProxy: string;
  adminEmails: string[];
  /** Bearer token a Prometheus scraper sends to GET /metrics; without it only an admin session reads them. */
  metricsToken: string | undefined;
  limits: {
    loginMaxFailures: number;
    loginMaxFailuresPerIp: number;
    loginMaxFailuresPerAccount: number;
    registerMaxPerHour: number;
    passwordResetsPerHourPerIp: number;
    passwordResetsPerHourPerEmail: number;
    apiRequestsPerMinute: number;
    generationsPerMinute: number;
    scansPerMinute: number;
  };
  /** Absent when no key is set: the offline chef answers instead. */
  ai: AiConfig | undefined;
  /** Where links sent in chats point: PUBLIC_URL, or this machine's address. */
  publicUrl: string;
  /**
   * The WhatsApp gateway's key to the api. Unset, a random one is made at start and left in DATA_DIR
   * for a gateway on the same machine (`npm run chat`).
   */
  botServiceToken: string | undefined;
  billing: BillingConfig;
  mail: MailConfig;
}

export interface BillingConfig {
  /** Days a Premium plan is kept after a renewal payment fails, while the provider retries. */
  graceDays: number;
  /** Each may be unset; checkout and the portal need all three (503 billing_unavailable otherwise). */
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripePriceId: string | undefined;
  /** Another address for Stripe's API (a local stand-in); Stripe's own when unset. */
  stripeApiBase: string | undefined;
}

export interface AiConfig {
  apiKey: string;
  baseUrl: string | undefined;
  model: string;
  visionModel: string | undefined;
  /** Speech to text for voice notes; empty turns it off (a server with no `/audio/transcriptions`). */
  transcriptionModel?: string | undefined;
  /** Longest one try may take. */
  timeoutMs: number;
  /** Budget of one operation across all its tries: past it the offline chef answers, the scanner 503s. */
  deadlineMs: number;
  maxAttempts: number;
}

/** PUBLIC_URL's origin; without it, the addresses `npm start` prints for this machine. */
function allowedOrigins(publicUrl: string | undefined, port: number): string[] {
  if (publicUrl) return [new URL(publicUrl).origin];
  return ["localhost", "127.0.0.1", "[::1]"].map((host) => `http://${host}:${port}`);
}

/** Parses the environment once; a bad value stops the process at start with the variable's name. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.superRefine(checkMailEnv).safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  const env = parsed.data;
  const repoRoot = path.resolve(import.meta.dirname, "../../..");
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(repoRoot, env.DATA_DIR),
    redisUrl: env.REDIS_URL,
    webDist: path.resolve(repoRoot, env.WEB_DIST ?? "web/dist"),
    logLevel: env.LOG_LEVEL,
    sessionTtlMs: env.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    allowedOrigins: allowedOrigins(env.PUBLIC_URL, env.PORT),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    botServiceToken: env.BOT_SERVICE_TOKEN,
    httpsOnly: env.PUBLIC_URL?.startsWith("https:") ?? false,
    cookieSecure:
      env.COOKIE_SECURE ?? (env.NODE_ENV === "production" || (env.PUBLIC_URL?.startsWith("https:") ?? false)),
    trustProxy: env.TRUST_PROXY,
    adminEmails: env.ADMIN_EMAILS,
    metricsToken: env.METRICS_TOKEN,
    limits: {
      loginMaxFailures: env.LOGIN_MAX_FAILURES,
      loginMaxFailuresPerIp: env.LOGIN_MAX_FAILURES_PER_IP,
      loginMaxFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      registerMaxPerHour: env.REGISTER_MAX_PER_HOUR,
      passwordResetsPerHourPerIp: env.PASSWORD_RESETS_PER_HOUR_PER_IP,
      passwordResetsPerHourPerEmail: env.PASSWORD_RESETS_PER_HOUR_PER_EMAIL,
      apiRequestsPerMinute: env.API_REQUESTS_PER_MINUTE,
      generationsPerMinute: env.GENERATIONS_PER_MINUTE,
      scansPerMinute: env.SCANS_PER_MINUTE,
    },
    billing: {
      graceDays: env.BILLING_GRACE_DAYS,
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      stripePriceId: env.STRIPE_PRICE_ID,
      stripeApiBase: env.STRIPE_API_BASE,
    },
    mail: toMailConfig(env),
    ai: env.OPENAI_API_KEY
      ? {
          apiKey: env.OPENAI_API_KEY,
          baseUrl: env.OPENAI_BASE_URL,
          model: env.OPENAI_MODEL,
          visionModel: env.OPENAI_VISION_MODEL || undefined,
          transcriptionModel: env.OPENAI_TRANSCRIPTION_MODEL.trim() || undefined,
          timeoutMs: env.AI_TIMEOUT_MS,
          deadlineMs: env.AI_DEADLINE_MS,
          maxAttempts: env.AI_MAX_ATTEMPTS,
        }
      : undefined,
  };
}
