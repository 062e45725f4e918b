import { createServer, type Server } from "node:http";
import { Redis } from "ioredis";
import type { Logger } from "pino";
import type { Config } from "./config/env.ts";
import { databaseTargetFor, openDatabase, type Database } from "./db/client.ts";
import { createApp } from "./http/app.ts";
import { trackConnections } from "./http/connection-cutter.ts";
import type { UserEvents } from "./events.ts";
import { moduleRoutes } from "./modules/routes.ts";
import { createBotGateway } from "./realtime/bot-gateway.ts";
import { botServiceToken } from "./realtime/bot-token.ts";
import { createSocketServer, type SocketServer } from "./realtime/socket-server.ts";
import { createUserEvents } from "./realtime/user-events.ts";
import { createServices, type Services } from "./services.ts";

const SHUTDOWN_GRACE_MS = 3000;

/** Waits for one shutdown step at most twice the grace period, and says which one did not end. */
async function bounded(step: string, done: Promise<unknown>, logger: Logger): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), 2 * SHUTDOWN_GRACE_MS);
    timer.unref();
  });
  if ((await Promise.race([done, late])) === "late")
    logger.warn({ step }, "shutdown step did not end; going on");
  clearTimeout(timer);
}

export interface RunningServer {
  http: Server;
  io: SocketServer;
  services: Services;
  /** Live events to a user's room (what services emit through). */
  events: UserEvents;
  database: Database;
  url: string;
  close: () => Promise<void>;
}

/** Wires config → database → services → HTTP + sockets. Used by main.ts and by tests alike. */
export async function startServer(
  config: Config,
  logger: Logger,
  database?: Database,
): Promise<RunningServer> {
  const db =
    database ??
    (await openDatabase(databaseTargetFor(config), {
      onConnectionError: (error) => logger.warn({ err: error }, "database connection lost; reconnecting"),
      // A supervisor (compose, systemd) starts a new process; this one could only answer 503 from now on.
      onDatabaseLost: (error) => {
        logger.fatal({ err: error }, "embedded database stopped");
        process.exit(1);
      },
    }));
  const events = createUserEvents();
  const services = createServices(db.db, config, { logger, events });
  const promoted = await services.users.promoteExisting(config.adminEmails);
  if (promoted) logger.info({ promoted }, "admin role granted from ADMIN_EMAILS");

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const app = createApp({
    config,
    logger,
    auth: services.auth,
    routes: (limits) => moduleRoutes(services, limits, config.cookieSecure),
    redis,
    ping: db.ping,
  });
  const http = createServer(app);
  const connections = trackConnections(http);
  const io = createSocketServer(http, {
    auth: services.auth,
    logger,
    redis,
    allowedOrigins: config.allowedOrigins,
    channels: services.channels,
  });
  events.attach(io);
  const gateway = createBotGateway(http, {
    token: await botServiceToken(config),
    engine: services.conversation.engine,
    channels: services.channels,
    gateway: services.whatsappGateway,
    logger,
  });

  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(config.port, config.host, resolve);
  });
  const address = http.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  // Only once the sockets listen: what a restart left waiting is answered now, replies can leave.
  await services.conversation.start();
  services.mail.start();
  // Not awaited: the overview panels' first numbers (whole-table counts) are computed while nobody waits.
  services.admin.insights
    .warm()
    .catch((error: unknown) => logger.warn({ err: error }, "admin overview warm-up failed"));

  return {
    http,
    io,
    services,
    events,
    database: db,
    url,
    close: async () => {
      // Each step gets a bounded wait, so one that hangs cannot keep the database from closing.
      await bounded("conversation", services.conversation.stop(), logger);
      await bounded("mail", services.mail.stop(), logger);
      // Requests under way get a few seconds, then what is still connected is cut (a tab reconnects
      // the moment its socket closes). Socket.IO's close() ends with closing the HTTP server it is
      // attached to, which waits for every connection, the other server's sockets too: both are
      // closed side by side, or the first would wait for the second.
      const callOff = connections.cutAfter(SHUTDOWN_GRACE_MS, (count) =>
        logger.warn({ count }, "shutdown cut connections still open"),
      );
      await Promise.all([
        bounded("bot gateway", gateway.close(), logger),
        bounded("sockets", io.close(), logger),
        bounded("http", new Promise<void>((resolve) => http.close(() => resolve())), logger),
      ]);
      callOff();
      redis?.disconnect();
      await db.close();
    },
  };
}
