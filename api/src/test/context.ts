import { Writable } from "node:stream";
import type { Express } from "express";
import supertest from "supertest";
import { loadConfig, type Config } from "../config/env.ts";
import type { Database } from "../db/client.ts";
import { createApp } from "../http/app.ts";
import { moduleRoutes } from "../modules/routes.ts";
import { createLogger } from "../logger.ts";
import { createServices, type ServiceOptions, type Services } from "../services.ts";
import { createTestDatabase } from "./database.ts";

export interface TestContext {
  app: Express;
  config: Config;
  database: Database;
  services: Services;
  /** Every log line the app wrote, for asserting what never gets logged. */
  logs: string[];
  close: () => Promise<void>;
}

export async function createTestContext(
  env: Record<string, string> = {},
  options: ServiceOptions = {},
  database?: Database,
): Promise<TestContext> {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    WEB_DIST: "does-not-exist",
    REGISTER_MAX_PER_HOUR: "1000",
    ...env,
  });
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const logger = createLogger(config.logLevel, sink);
  const db = database ?? (await createTestDatabase());
  const services = createServices(db.db, config, { logger, ...options });
  const app = createApp({
    config,
    logger,
    auth: services.auth,
    routes: (limits) => moduleRoutes(services, limits, config.cookieSecure),
    ping: db.ping,
  });
  return { app, config, database: db, services, logs, close: () => db.close() };
}

let counter = 0;

/** A valid wizard payload with a unique e-mail. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const email = `cozinheira${counter}.${Date.now()}@exemplo.com.br`;
  return {
    email,
    password: "feijoada123",
    username: `cozinheira${counter}_a1b2c3`,
    firstName: "Maria",
    lastName: "da Silva",
    name: "Maria da Silva",
    whatsapp: "(11) 98765-4321",
    deviceFingerprint: "f".repeat(64),
    userAgent: "Mozilla/5.0",
    ...overrides,
  };
}

/** Registers a user and returns an agent that carries their session cookie. */
export async function signedInAgent(app: Express, overrides: Record<string, unknown> = {}) {
  const agent = supertest.agent(app);
  const payload = registration(overrides);
  const res = await agent.post("/api/register").send(payload).expect(201);
  return { agent, user: res.body as { id: string; email: string }, payload };
}

/** Registers a user, makes them an admin, and returns the agent that carries their session. */
export async function signedInAdmin(ctx: Pick<TestContext, "app" | "services">): Promise<supertest.Agent> {
  const signed = await signedInAgent(ctx.app);
  await ctx.services.users.setRole(signed.user.id, "admin");
  return signed.agent;
}
