import { readFile } from "node:fs/promises";
import path from "node:path";
import type { BotConfig } from "./env.ts";

/**
 * BOT_SERVICE_TOKEN, or the key the api left in its data folder when it started on this machine with
 * none configured; empty when neither exists.
 */
export async function serviceToken(config: BotConfig): Promise<string> {
  if (config.BOT_SERVICE_TOKEN) return config.BOT_SERVICE_TOKEN;
  const repoRoot = path.resolve(import.meta.dirname, "../../..");
  return (
    await readFile(path.resolve(repoRoot, config.DATA_DIR, "bot-token"), "utf8").catch(() => "")
  ).trim();
}
