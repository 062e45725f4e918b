import {
  BOT_SOCKET_PATH,
  type BotClientEvents,
  type BotServerEvents,
  type ChatServerEvents,
  type InboundMessage,
  type OutboundMessage,
} from "@chefzap/shared";
import { io as connect, type Socket } from "socket.io-client";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config/env.ts";
import { createLogger } from "../logger.ts";
import { startServer, type RunningServer } from "../server.ts";
import { registration } from "../test/context.ts";
import { createTestDatabase } from "../test/database.ts";
import { dataUrl, testImage } from "../test/images.ts";

type Gateway = Socket<BotServerEvents, BotClientEvents>;
const TOKEN = "t".repeat(40);
let server: RunningServer;
const sockets: Socket[] = [];

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    WEB_DIST: "none",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://chefzap.test",
    BOT_SERVICE_TOKEN: TOKEN,
  });
  server = await startServer(config, createLogger("silent"), await createTestDatabase());
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server.close();
});

function gateway(token = TOKEN, accounts = ["console"]): Gateway {
  const socket: Gateway = connect(server.url, {
    path: BOT_SOCKET_PATH,
    transports: ["websocket"],
    extraHeaders: { Authorization: `Bearer ${token}` },
    auth: { accounts },
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<"connected" | "refused">((resolve) => {
    socket.once("connect", () => resolve("connected"));
    socket.once("connect_error", () => resolve("refused"));
  });

let n = 0;
const inbound = (from: string, text: string): InboundMessage => ({
  id: `wamid.${(n += 1)}`,
  channel: "whatsapp",
  account: "console",
  conversationKey: from,
  sender: { phone: from },
  text,
  receivedAt: new Date().toISOString(),
});

/** The next reply set the api sends this gateway, acknowledged as sent. */
const nextOutbound = (socket: Gateway) =>
  new Promise<OutboundMessage>((resolve) =>
    socket.once("outbound", (message, ack) => {
      ack({ ok: true });
      resolve(message);
    }),
  );

async function premiumWithCode() {
  const agent = supertest.agent(server.url);
  const payload = registration();
  await agent.post("/api/register").send(payload).expect(201);
  await server.services.users.setPlan(payload.email, "premium");
  const { code } = (await agent.post("/api/whatsapp/link-code").expect(201)).body as { code: string };
  return { agent, code };
}

describe("WhatsApp gateway socket", () => {
  it("refuses a gateway without the service token or with a wrong one", async () => {
    expect(await connected(gateway("x".repeat(40)))).toBe("refused");
    const none = connect(server.url, {
      path: BOT_SOCKET_PATH,
      transports: ["websocket"],
      reconnection: false,
    });
    sockets.push(none);
    expect(await connected(none)).toBe("refused");
  });

  it("links a number, answers a recipe to the gateway and never answers a re-delivery twice", async () => {
    const socket = gateway();
    expect(await connected(socket)).toBe("connected");
    const { code } = await premiumWithCode();
    const phone = "5511987650001";

    const linked = nextOutbound(socket);
    expect(await socket.emitWithAck("inbound", inbound(phone, `vincular ${code}`))).toEqual({
      ok: true,
      status: "stored",
    });
    expect(JSON.stringify((await linked).replies)).toContain("conectado");

    const message = inbound(phone, "tenho frango, batata e cenoura");
    const recipe = nextOutbound(socket);
    expect(await socket.emitWithAck("inbound", message)).toMatchObject({ status: "stored" });
    const reply = await recipe;
    expect(reply.conversationKey).toBe(phone);
    expect(reply.replies[0]?.kind).toBe("recipe");
    expect(await socket.emitWithAck("inbound", message)).toMatchObject({ status: "duplicate" });
  });

  it("refuses a message for an account the gateway does not serve, and a malformed one", async () => {
    const socket = gateway();
    await connected(socket);
    const other = { ...inbound("5511987650002", "oi"), account: "twilio:+1415" };
    expect(await socket.emitWithAck("inbound", other)).toEqual({ ok: false, error: "internal_error" });
    expect(await socket.emitWithAck("inbound", { text: 42 } as never)).toEqual({
      ok: false,
      error: "validation_failed",
    });
  });

  it("keeps Baileys keys in the database: set, read, delete and clear", async () => {
    const socket = gateway();
    await connected(socket);
    const set = (rows: Array<{ type: string; id: string; value: string | null }>) =>
      socket.emitWithAck("auth:set", { account: "console", rows });
    expect(
      await set([
        { type: "creds", id: "creds", value: '{"me":1}' },
        { type: "pre-key", id: "1", value: "a" },
      ]),
    ).toEqual({ ok: true });
    expect(
      await socket.emitWithAck("auth:get", { account: "console", type: "pre-key", ids: ["1", "2"] }),
    ).toEqual({
      ok: true,
      values: { "1": "a" },
    });
    await set([{ type: "pre-key", id: "1", value: null }]);
    expect(await socket.emitWithAck("auth:get", { account: "console", type: "pre-key", ids: ["1"] })).toEqual(
      { ok: true, values: {} },
    );
    await socket.emitWithAck("auth:clear", { account: "console" });
    expect(
      await socket.emitWithAck("auth:get", { account: "console", type: "creds", ids: ["creds"] }),
    ).toEqual({ ok: true, values: {} });
  });

  it("shows the connection status to admins only", async () => {
    const socket = gateway();
    await connected(socket);
    socket.emit("status", { account: "console", state: "qr", qr: "2@abc", at: new Date().toISOString() });
    const agent = supertest.agent(server.url);
    const payload = registration();
    await agent.post("/api/register").send(payload).expect(201);
    await agent.get("/api/admin/whatsapp").expect(403);
    await server.services.users.promoteExisting([payload.email]);
    const { accounts } = (await agent.get("/api/admin/whatsapp").expect(200)).body;
    expect(accounts).toEqual([expect.objectContaining({ account: "console", state: "qr", qr: "2@abc" })]);
  });
});

describe("web chat", () => {
  it("pushes the reply on /chat and keeps both sides in the history", async () => {
    const agent = supertest.agent(server.url);
    const res = await agent.post("/api/register").send(registration()).expect(201);
    const cookie = res.headers["set-cookie"]![0]!.split(";")[0]!;
    const chat: Socket<ChatServerEvents> = connect(`${server.url}/chat`, {
      transports: ["websocket"],
      extraHeaders: { Cookie: cookie },
      reconnection: false,
    });
    sockets.push(chat);
    expect(await connected(chat)).toBe("connected");
    const reply = new Promise<OutboundMessage>((resolve) => chat.once("chat:reply", resolve));
    const drafts: string[] = [];
    chat.on("chat:draft", ({ text }) => drafts.push(text));
    const id = crypto.randomUUID();
    await agent
      .post("/api/chat/messages")
      .set("Origin", "http://chefzap.test")
      .send({ id, text: "tenho ovo e queijo" })
      .expect(202);
    expect((await reply).replies[0]?.kind).toBe("recipe");
    // Without a model there are no words to stream: stages only.
    expect(drafts).toEqual([]);
    const history = (await agent.get("/api/chat/messages").expect(200)).body.messages as Array<{
      role: string;
    }>;
    expect(history.map((m) => m.role)).toEqual(["user", "assistant"]);
  });

  it("stores a resent photo once and answers it in pt-BR when no vision model is configured", async () => {
    const agent = supertest.agent(server.url);
    await agent.post("/api/register").send(registration()).expect(201);
    const photo = { id: crypto.randomUUID(), imageData: dataUrl(await testImage("jpeg")) };
    const send = () =>
      agent.post("/api/chat/photos").set("Origin", "http://chefzap.test").send(photo).expect(202);
    expect((await send()).body.status).toBe("stored");
    expect((await send()).body.status).toBe("duplicate");
    await server.services.conversation.engine.idle();
    const history = (await agent.get("/api/chat/messages").expect(200)).body.messages as Array<{
      role: string;
      photo?: boolean;
      replies?: Array<{ kind: string; text?: string }>;
    }>;
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ role: "user", photo: true });
    expect(history[1]!.replies![0]).toMatchObject({
      kind: "error",
      code: "scanner_unavailable",
      text: expect.stringContaining("Escreva aqui os ingredientes"),
    });
  });

  it("refuses /chat without a session", async () => {
    const chat = connect(`${server.url}/chat`, { transports: ["websocket"], reconnection: false });
    sockets.push(chat);
    expect(await connected(chat)).toBe("refused");
  });
});
