import { randomInt } from "node:crypto";
import type { UserClientEvents, JobProgress, UserServerEvents } from "@chefzap/shared";
import { io as connect, type Socket } from "socket.io-client";
import supertest from "supertest";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadConfig } from "../config/env.ts";
import type { Database } from "../db/client.ts";
import { createLogger } from "../logger.ts";
import { startServer, type RunningServer } from "../server.ts";
import { registration } from "../test/context.ts";
import { createTestDatabase } from "../test/database.ts";
import { testRedisUrl } from "../test/env.ts";

// Two api instances on one database and one Redis: an event emitted on one reaches a user connected to
// the other, which is what lets the api run behind a load balancer.
let database: Database;
let first: RunningServer;
let second: RunningServer;
let client: Socket<UserServerEvents, UserClientEvents>;

beforeAll(async () => {
  if (!testRedisUrl) throw new Error("TEST_REDIS_URL is required for the Redis suite");
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    WEB_DIST: "none",
    REDIS_URL: testRedisUrl,
    // Limits live in Redis across runs; sign-ups here are not what is being tested.
    REGISTER_MAX_PER_HOUR: "100000",
  });
  const logger = createLogger("silent");
  const shared = { ...database, close: async () => {} };
  first = await startServer(config, logger, shared);
  second = await startServer(config, logger, shared);
});
afterAll(async () => {
  client?.close();
  await first?.close();
  await second?.close();
  await database?.close();
});

it("delivers a user's event emitted on one instance to their socket on another", async () => {
  const res = await supertest(first.url).post("/api/register").send(registration()).expect(201);
  const cookie = res.headers["set-cookie"]![0]!.split(";")[0]!;
  client = connect(second.url, {
    transports: ["websocket"],
    extraHeaders: { Cookie: cookie },
    reconnection: false,
  });
  await new Promise((resolve) => client.on("session:ready", resolve));
  const received = new Promise<JobProgress>((resolve) => client.on("job:progress", resolve));
  first.events.emit(res.body.id, "job:progress", { jobId: "j9", stage: "criando" });
  expect(await received).toEqual({ jobId: "j9", stage: "criando" });
});

it("shares login rate limits between instances", async () => {
  const payload = registration();
  // Redis outlives a test run: a fresh client address keeps earlier runs' per-IP counts out of this one.
  const ip = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
  await supertest(first.url).post("/api/register").send(payload).expect(201);
  for (let i = 0; i < 10; i++) {
    const target = i % 2 ? first.url : second.url;
    await supertest(target)
      .post("/api/login")
      .set("X-Forwarded-For", ip)
      .send({ email: payload.email, password: "errada123" })
      .expect(401);
  }
  await supertest(first.url)
    .post("/api/login")
    .set("X-Forwarded-For", ip)
    .send({ email: payload.email, password: payload.password })
    .expect(429);
});
