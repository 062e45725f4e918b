import type { UserClientEvents, UserServerEvents } from "@chefzap/shared";
import { io as connect, type Socket } from "socket.io-client";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config/env.ts";
import { createLogger } from "../logger.ts";
import { startServer, type RunningServer } from "../server.ts";
import { createTestDatabase } from "../test/database.ts";
import { registration } from "../test/context.ts";

type Client = Socket<UserServerEvents, UserClientEvents>;

let server: RunningServer;
const clients: Client[] = [];

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    WEB_DIST: "none",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://chefzap.test",
  });
  server = await startServer(config, createLogger("silent"), await createTestDatabase());
});
afterAll(async () => {
  for (const c of clients) c.close();
  await server.close();
});

async function sessionCookie(): Promise<{ cookie: string; userId: string }> {
  const res = await supertest(server.url).post("/api/register").send(registration()).expect(201);
  return { cookie: res.headers["set-cookie"]![0]!.split(";")[0]!, userId: res.body.id };
}

function open(cookie?: string, origin?: string): Client {
  const client: Client = connect(server.url, {
    transports: ["websocket"],
    extraHeaders: { ...(cookie ? { Cookie: cookie } : {}), ...(origin ? { Origin: origin } : {}) },
    reconnection: false,
  });
  clients.push(client);
  return client;
}

describe("Socket.IO", () => {
  it("refuses a connection without a session cookie", async () => {
    const error = await new Promise<Error>((resolve) => open().on("connect_error", resolve));
    expect(error.message).toBe("unauthenticated");
  });

  it("refuses a handshake from another site's page, even with a valid session", async () => {
    const { cookie } = await sessionCookie();
    const error = await new Promise<Error>((resolve) =>
      open(cookie, "https://evil.example").on("connect_error", resolve),
    );
    expect(error.message).toMatch(/websocket error|xhr poll error/);
    const own = open(cookie, "http://chefzap.test");
    await new Promise((resolve) => own.on("session:ready", resolve));
  });

  it("puts a signed-in socket in its user's room and delivers only that user's events", async () => {
    const alice = await sessionCookie();
    const bob = await sessionCookie();
    const aliceSocket = open(alice.cookie);
    const bobSocket = open(bob.cookie);
    // Both listeners before any wait: Bob's handshake may finish first, and a missed event never comes.
    const aliceReady = new Promise<{ userId: string }>((resolve) => aliceSocket.on("session:ready", resolve));
    const bobReady = new Promise((resolve) => bobSocket.on("session:ready", resolve));
    expect((await aliceReady).userId).toBe(alice.userId);
    await bobReady;

    const received: string[] = [];
    bobSocket.on("job:progress", () => received.push("bob"));
    const progress = new Promise((resolve) => aliceSocket.on("job:progress", resolve));
    server.events.emit(alice.userId, "job:progress", { jobId: "j1", stage: "analisando" });
    expect(await progress).toEqual({ jobId: "j1", stage: "analisando" });
    const pong = await aliceSocket.emitWithAck("ping");
    expect(pong.ok).toBe(true);
    expect(received).toEqual([]);
  });
});
