import { z } from "zod";

const envSchema = z.object({
  API_URL: z.url().default("http://localhost:3000"),
  BOT_SERVICE_TOKEN: z.string().min(32).optional(),
  WHATSAPP_PROVIDER: z.enum(["none", "baileys", "twilio", "console"]).default("none"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type BotConfig = z.infer<typeof envSchema>;

/** Parsed once at start; a bad value stops the bot with the variable's name. */
export function loadBotConfig(source: NodeJS.ProcessEnv = process.env): BotConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
