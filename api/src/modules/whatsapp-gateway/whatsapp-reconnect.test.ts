import {
  BOT_SOCKET_PATH,
  type AdminAuditItem,
  type BotAck,
  type BotClientEvents,
  type BotServerEvents,
  type ConnectionStatus,
} from "@chefzap/shared";
import { io as connect, type Socket } from "socket.io-client";
import supertest from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server.ts";
import { registration } from "../../test/context.ts";
import { startTestServer } from "../../test/server.ts";

type Gateway = Socket<BotServerEvents, BotClientEvents>;
const TOKEN = "g".repeat(40);
const ACCOUNT = "baileys:5511912345678";
let server: RunningServer;
let admin: supertest.Agent;
const gateways: Gateway[] = [];

beforeAll(async () => {
  server = await startTestServer({ BOT_SERVICE_TOKEN: TOKEN });
  admin = supertest.agent(server.url);
  const res = await admin.post("/api/register").send(registration()).expect(201);
  await server.services.users.setRole(res.body.id, "admin");
});
// Each test's gateway leaves with it: two serving one number would both be asked.
afterEach(() => {
  for (const g of gateways.splice(0)) g.close();
});
afterAll(() => server.close());

/** A gateway serving ACCOUNT that has reported `state`, answering restarts with `answer`. */
async function gatewayThatAnswers(answer: BotAck, state: ConnectionStatus["state"] = "open") {
  const socket: Gateway = connect(server.url, {
    path: BOT_SOCKET_PATH,
    transports: ["websocket"],
    extraHeaders: { Authorization: `Bearer ${TOKEN}` },
    auth: { accounts: [ACCOUNT] },
    reconnection: false,
  });
  gateways.push(socket);
  const restarts: string[] = [];
  socket.on("channel:restart", ({ account }, ack) => {
    restarts.push(account);
    ack(answer);
  });
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  socket.emit("status", { account: ACCOUNT, state, at: new Date().toISOString() });
  await expect.poll(async () => (await admin.get("/api/admin/whatsapp")).body.accounts[0]?.state).toBe(state);
  return { socket, restarts };
}

const reconnects = async () =>
  ((await admin.get("/api/admin/audit-log?action=whatsapp-reconnect").expect(200)).body as AdminAuditItem[])
    .length;

describe("POST /api/admin/whatsapp/reconnect", () => {
  it("answers 503 while no gateway serves a number it knows, and logs nothing", async () => {
    const { socket } = await gatewayThatAnswers({ ok: true }, "logged_out");
    socket.close();
    await expect
      .poll(async () => (await admin.post("/api/admin/whatsapp/reconnect").send({ account: ACCOUNT })).status)
      .toBe(503);
    const res = await admin.post("/api/admin/whatsapp/reconnect").send({ account: ACCOUNT });
    expect(res.body).toMatchObject({
      error: "service_unavailable",
      message: expect.stringMatching(/gateway/),
    });
    expect(await reconnects()).toBe(0);
  });

  it("asks the gateway serving the number to restart its link, and writes it in the audit log", async () => {
    const { restarts } = await gatewayThatAnswers({ ok: true }, "replaced");
    const res = await admin
      .post("/api/admin/whatsapp/reconnect")
      .send({ account: ` ${ACCOUNT} ` })
      .expect(200);
    expect(res.body.message).toMatch(/Reconectando/);
    expect(restarts).toEqual([ACCOUNT]);
    const [entry] = (await admin.get("/api/admin/audit-log?action=whatsapp-reconnect"))
      .body as AdminAuditItem[];
    expect(entry).toMatchObject({ action: "whatsapp-reconnect", targetType: "whatsapp", targetId: ACCOUNT });
  });

  it("answers 503 when the gateway cannot restart it, and 404 for a number nobody reported", async () => {
    const before = await reconnects();
    await gatewayThatAnswers({ ok: false, error: "no link to restart" });
    await admin.post("/api/admin/whatsapp/reconnect").send({ account: ACCOUNT }).expect(503);
    const unknown = await admin
      .post("/api/admin/whatsapp/reconnect")
      .send({ account: "baileys:5521900000000" })
      .expect(404);
    expect(unknown.body.error).toBe("not_found");
    expect(await reconnects()).toBe(before);
  });

  it("answers 400 naming the field for a missing or oversized account", async () => {
    for (const body of [{}, { account: "" }, { account: "x".repeat(101) }, { account: 5 }]) {
      const res = await admin.post("/api/admin/whatsapp/reconnect").send(body).expect(400);
      expect(res.body).toMatchObject({ error: "validation_failed", field: "account" });
    }
  });
});
