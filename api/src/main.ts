import { loadConfig } from "./config/env.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { createLogger } from "./logger.ts";
import { startServer } from "./server.ts";

const config = loadConfig();
const logger = createLogger(config.logLevel);

// An exception nobody caught may have left anything half done (a response, a socket handler, a pool):
// the process is exited non-zero so its supervisor (docker compose, systemd) starts a clean one.
process.on("uncaughtException", (error) => {
  logger.fatal({ err: error }, "uncaught exception");
  process.exit(1);
});
// A stray rejection is a bug to fix, not a reason to drop every user's connection: it is one failed
// promise whose throw already unwound its own work, usually a single request's, so it is only logged.
process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled rejection"));

try {
  const server = await startServer(config, logger);
  logger.info(
    { url: server.url, database: server.database.kind, redis: Boolean(config.redisUrl) },
    `ChefZap pronto em ${server.url}`,
  );
  const shutdown = async (signal: string) => {
    logger.info({ signal }, "shutting down");
    await server.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
} catch (error) {
  // A second `npm start` on the same folder: the reason, in words, is the whole story.
  logger.fatal({ err: error }, error instanceof DataDirLockedError ? error.message : "could not start");
  process.exit(1);
}
