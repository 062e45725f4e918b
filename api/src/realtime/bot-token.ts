import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config/env.ts";

/** Where a gateway on the same machine (`npm run chat`) finds the key when none was configured. */
export const botTokenFile = (dataDir: string) => path.join(dataDir, "bot-token");

/**
 * BOT_SERVICE_TOKEN, or a random key kept in DATA_DIR (readable by this user only), so `npm start`
 * then `npm run chat` works with nothing configured and no key is ever a known default.
 */
export async function botServiceToken(config: Pick<Config, "botServiceToken" | "dataDir">): Promise<string> {
  if (config.botServiceToken) return config.botServiceToken;
  const file = botTokenFile(config.dataDir);
  const existing = await readFile(file, "utf8").catch(() => "");
  if (existing.trim().length >= 32) return existing.trim();
  const token = randomBytes(32).toString("base64url");
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, token, { mode: 0o600 });
  return token;
}
