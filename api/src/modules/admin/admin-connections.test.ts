import type { AdminSystemMetrics, UserClientEvents, UserServerEvents } from "@chefzap/shared";
import { io as connect, type Socket } from "socket.io-client";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config/env.ts";
import { createLogger } from "../../logger.ts";
import { startServer, type RunningServer } from "../../server.ts";
import { registration } from "../../test/context.ts";
import { createTestDatabase } from "../../test/database.ts";

let server: RunningServer;
let cookie: string;
const clients: Array<Socket<UserServerEvents, UserClientEvents>> = [];

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    WEB_DIST: "none",
    LOG_LEVEL: "silent",
  });
  server = await startServer(config, createLogger("silent"), await createTestDatabase());
  const res = await supertest(server.url).post("/api/register").send(registration()).expect(201);
  await server.services.users.setRole(res.body.id, "admin");
  cookie = res.headers["set-cookie"]![0]!.split(";")[0]!;
});
afterAll(async () => {
  for (const c of clients) c.close();
  await server.close();
});

async function open() {
  const client = connect(server.url, {
    transports: ["websocket"],
    extraHeaders: { Cookie: cookie },
    reconnection: false,
  });
  clients.push(client);
  await new Promise((resolve) => client.on("session:ready", resolve));
  return client;
}

const connections = async () =>
  (
    (await supertest(server.url).get("/api/admin/system-metrics").set("Cookie", cookie).expect(200))
      .body as AdminSystemMetrics
  ).activeConnections;

describe("system metrics: socket connections", () => {
  it("counts the sockets open on this process as they open and close", async () => {
    expect(await connections()).toBe(0);
    const first = await open();
    await open();
    expect(await connections()).toBe(2);
    first.close();
    await expect.poll(connections).toBe(1);
  });
});
