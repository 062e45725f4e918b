import type { ChatServerEvents, OutboundMessage } from "@chefzap/shared";
import { io as connect, type Socket } from "socket.io-client";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config/env.ts";
import { createLogger } from "../logger.ts";
import { startServer, type RunningServer } from "../server.ts";
import { registration } from "../test/context.ts";
import { createTestDatabase } from "../test/database.ts";
import { startOpenAiStandIn } from "../test/openai-stand-in.ts";

const WORDS = "Eu só converso sobre cozinha 🙂 Me conte o que tem na geladeira e eu penso numa receita!";

let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
let server: RunningServer;
let chat: Socket<ChatServerEvents> | undefined;

beforeAll(async () => {
  standIn = await startOpenAiStandIn([{ kind: "content", content: WORDS }]);
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    WEB_DIST: "none",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://chefzap.test",
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: standIn.baseUrl,
  });
  server = await startServer(config, createLogger("silent"), await createTestDatabase());
});
afterAll(async () => {
  chat?.close();
  await server.close();
  await standIn.close();
});

describe("web chat with a model", () => {
  it("pushes the model's words as drafts while it writes, then the reply that ends with them", async () => {
    const agent = supertest.agent(server.url);
    const res = await agent.post("/api/register").send(registration()).expect(201);
    chat = connect(`${server.url}/chat`, {
      transports: ["websocket"],
      extraHeaders: { Cookie: res.headers["set-cookie"]![0]!.split(";")[0]! },
      reconnection: false,
    });
    await new Promise((resolve) => chat!.once("connect", () => resolve(undefined)));
    const seen: Array<{ draft: string } | { reply: OutboundMessage }> = [];
    chat.on("chat:draft", ({ text }) => seen.push({ draft: text }));
    const reply = new Promise<void>((resolve) =>
      chat!.once("chat:reply", (message) => {
        seen.push({ reply: message });
        resolve();
      }),
    );
    await agent
      .post("/api/chat/messages")
      .set("Origin", "http://chefzap.test")
      .send({ id: crypto.randomUUID(), text: "quem ganhou o jogo ontem?" })
      .expect(202);
    await reply;

    const drafts = seen.flatMap((event) => ("draft" in event ? [event.draft] : []));
    expect(drafts.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toEqual({
      reply: expect.objectContaining({ replies: [{ kind: "text", text: WORDS }] }),
    });
    for (const draft of drafts) expect(WORDS.startsWith(draft)).toBe(true);
    // Nothing follows the reply: a late draft would bring its words back on the page.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen.at(-1)).toHaveProperty("reply");
  });
});
