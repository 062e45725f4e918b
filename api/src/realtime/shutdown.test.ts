import { BOT_SOCKET_PATH } from "@chefzap/shared";
import { io as connect, type Socket } from "socket.io-client";
import supertest from "supertest";
import { expect, it } from "vitest";
import { loadConfig } from "../config/env.ts";
import { createLogger } from "../logger.ts";
import { startServer } from "../server.ts";
import { registration } from "../test/context.ts";
import { createTestDatabase } from "../test/database.ts";

const TOKEN = "s".repeat(40);

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("connect_error", reject);
  });

it("shuts down with a signed-in tab and a bot gateway connected, cutting nothing", async () => {
  const logs: string[] = [];
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    WEB_DIST: "none",
    LOG_LEVEL: "info",
    PUBLIC_URL: "http://chefzap.test",
    BOT_SERVICE_TOKEN: TOKEN,
  });
  const logger = createLogger("info", { write: (line: string) => void logs.push(line) });
  const server = await startServer(config, logger, await createTestDatabase());
  const res = await supertest(server.url).post("/api/register").send(registration()).expect(201);
  const cookie = res.headers["set-cookie"]![0]!.split(";")[0]!;
  // Both keep a socket open; the tab would reconnect at once if its socket closed first.
  const tab = connect(server.url, { transports: ["websocket"], extraHeaders: { Cookie: cookie } });
  const bot = connect(server.url, {
    path: BOT_SOCKET_PATH,
    transports: ["websocket"],
    extraHeaders: { Authorization: `Bearer ${TOKEN}` },
    auth: { accounts: ["console"] },
    reconnection: false,
  });
  await Promise.all([connected(tab), connected(bot)]);

  await server.close();
  tab.close();
  bot.close();

  expect(server.http.listening).toBe(false);
  const warnings = logs.filter((line) => line.includes('"level":40'));
  expect(warnings).toEqual([]);
});
