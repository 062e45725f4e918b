import { z } from "zod";
import { baileysEnvShape, requireBaileysEnv } from "./baileys-env.ts";
import { providersEnvShape, requireProviderEnv } from "./providers-env.ts";

const envSchema = z.object({
  API_URL: z.url().default("http://localhost:3000"),
  // Empty (as .env.example ships it) means unset: the key is then read from the api's data folder.
  BOT_SERVICE_TOKEN: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(32).optional()),
  /** The api's data folder, relative to the repository: where it leaves its key when none is set. */
  DATA_DIR: z.string().default("data"),
  WHATSAPP_PROVIDER: z.enum(["none", "baileys", "twilio", "cloud-api", "console"]).default("none"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ...providersEnvShape,
  ...baileysEnvShape,
});

export type BotConfig = z.infer<typeof envSchema>;

/** Parsed once at start; a bad value stops the bot with the variable's name. */
export function loadBotConfig(source: NodeJS.ProcessEnv = process.env): BotConfig {
  const parsed = envSchema.superRefine(requireProviderEnv).superRefine(requireBaileysEnv).safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
