import { loadConfig } from "../config/env.ts";
import { createLogger } from "../logger.ts";
import { startServer, type RunningServer } from "../server.ts";
import { createTestDatabase } from "./database.ts";

/**
 * The whole api listening on a free local port (sockets included) over a fresh test database, for tests
 * that need a real connection rather than supertest's app; `env` adds to or overrides the test config.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    WEB_DIST: "none",
    LOG_LEVEL: "silent",
    ...env,
  });
  return startServer(config, createLogger("silent"), await createTestDatabase());
}
