import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { asc, eq, inArray } from "drizzle-orm";
import supertest from "supertest";
import { inboundMessagesTable, outboxTable } from "../db/schema/index.ts";
import type { RunningServer } from "../server.ts";
import { registration } from "./context.ts";
import { envWithoutServers } from "./env.ts";
import { startTestServer } from "./server.ts";
import {
  postText,
  providerAccount,
  startBot,
  startGraphStandIn,
  startTwilioStandIn,
  stopBot,
  type Provider,
  type Sent,
} from "./whatsapp-providers.ts";

/** Where links sent in the chat must point. */
export const PUBLIC_URL = "https://chefzap.test";
const repoRoot = path.resolve(import.meta.dirname, "../../..");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One message sent and every text that reached the person for it, as WhatsApp shows them. */
export type Say = (text: string) => Promise<string>;

export interface ChatServer {
  server: RunningServer;
  token: string;
}

/** The api in this process on a fresh test database: offline chef, no AI key, links on PUBLIC_URL. */
export async function startChatServer(): Promise<ChatServer> {
  const token = randomBytes(24).toString("hex");
  const server = await startTestServer({
    PUBLIC_URL,
    // The agent signs in over plain HTTP, where a Secure cookie would not be sent back.
    COOKIE_SECURE: "false",
    BOT_SERVICE_TOKEN: token,
    GENERATIONS_PER_MINUTE: "1000",
  });
  return { server, token };
}

/** Resolves once a bot gateway serving `account` has connected to the api. */
async function gatewayConnected(server: RunningServer, account: string): Promise<void> {
  while (!server.services.channels.senderFor("whatsapp", account)) await sleep(50);
}

/**
 * A Premium account whose number is linked through the code the web shows, typed in the chat as
 * "vincular <code>"; returns the account's signed-in agent.
 */
export async function linkPremium(server: RunningServer, say: Say) {
  const agent = supertest.agent(server.url);
  const payload = registration();
  await agent.post("/api/register").send(payload).expect(201);
  await server.services.users.setPlan(payload.email, "premium");
  const { code } = (await agent.post("/api/whatsapp/link-code").expect(201)).body as { code: string };
  const linked = await say(`vincular ${code}`);
  if (!linked.includes("Seu WhatsApp está conectado")) throw new Error(`not linked: ${linked}`);
  return agent;
}

let phones = 0;
/** A fresh mobile number per call, so two conversations never share one. */
export const newPhone = () => `55119${String(70_000_000 + (phones += 1) * 7919).slice(-8)}`;

/**
 * The real bot process for `provider` between signed webhooks, the api and a stand-in of the
 * provider's API. `say` waits until the api has stored the turn's answer and the bot has handed it to
 * the stand-in, then returns the texts that reached it.
 */
export async function startWebhookChat(chat: ChatServer, provider: Provider) {
  const received: Sent[] = [];
  const standIn = await (provider === "twilio" ? startTwilioStandIn : startGraphStandIn)((sent) =>
    received.push(sent),
  );
  const bot = await startBot({
    provider,
    apiUrl: chat.server.url,
    token: chat.token,
    apiBase: standIn.url,
    connected: gatewayConnected(chat.server, providerAccount(provider)),
  });
  let sequence = 0;

  /** Posts a text as the provider would, signed, and returns its message id once the bot took it. */
  async function send(phone: string, text: string): Promise<string> {
    sequence += 1;
    const id =
      provider === "twilio" ? `SM${randomBytes(16).toString("hex")}` : `wamid.test.${phone}.${sequence}`;
    const status = await postText(provider, bot.hookUrl, { from: phone, id, text });
    if (status !== 200) throw new Error(`the webhook answered ${status}`);
    return id;
  }

  /** Resolves once the message was processed and its answer, if any, confirmed by the channel. */
  async function answered(messageId: string, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [row] = await chat.server.database.db
        .select({ status: inboundMessagesTable.status, outbox: outboxTable.status })
        .from(inboundMessagesTable)
        .leftJoin(outboxTable, eq(outboxTable.inboundId, inboundMessagesTable.id))
        .where(eq(inboundMessagesTable.messageId, messageId));
      if (row?.status === "processed" && (row.outbox === null || row.outbox === "sent")) return;
      if (Date.now() > deadline) throw new Error(`no answer to ${messageId} within ${timeoutMs} ms`);
      await sleep(25);
    }
  }

  const textsTo = (phone: string) => received.filter((sent) => sent.to === phone).map((sent) => sent.body);

  return {
    send,
    answered,
    textsTo,
    /** A person on `phone`: each message waits for its answer, as someone reading before typing. */
    person(phone: string): Say {
      return async (text) => {
        const before = textsTo(phone).length;
        await answered(await send(phone, text));
        return textsTo(phone).slice(before).join("\n\n");
      };
    },
    async stop() {
      await stopBot(bot.child);
      await standIn.close();
    },
  };
}

/**
 * `npm run chat -- --as <phone>` against the api: each line is typed once the previous one was
 * answered (the terminal's "> " prompt), and `say` returns what the terminal printed for it.
 */
export async function startTerminalChat(chat: ChatServer, phone: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "bot/src/chat.ts", "--as", phone], {
    cwd: repoRoot,
    env: { ...envWithoutServers(), API_URL: chat.server.url, BOT_SERVICE_TOKEN: chat.token },
    stdio: ["pipe", "pipe", "inherit"],
  });
  let printed = "";
  let onPrinted: (() => void) | undefined;
  child.stdout.on("data", (chunk: Buffer) => {
    printed += chunk.toString();
    onPrinted?.();
  });
  const prompts = () => printed.split("\n> ").length - 1;
  async function printedPrompts(count: number, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (prompts() < count) {
      if (child.exitCode !== null) throw new Error(`the terminal chat exited (${child.exitCode})`);
      if (Date.now() > deadline) throw new Error("the terminal chat printed no answer in time");
      await new Promise<void>((resolve) => {
        onPrinted = resolve;
        setTimeout(resolve, 200);
      });
    }
  }
  await printedPrompts(1, 30_000);
  const say: Say = async (text) => {
    const before = prompts();
    const start = printed.length;
    child.stdin.write(`${text}\n`);
    await printedPrompts(before + 1);
    return printed
      .slice(start)
      .replace(/… digitando\n/g, "")
      .replace(/\n> $/, "")
      .trim();
  };
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.stdin.end();
    await Promise.race([exited, sleep(3000)]);
    if (child.exitCode === null) child.kill("SIGKILL");
  };
  return { say, stop };
}

/** What the api's inbox holds for these message ids, in the order they were stored, with any answer. */
export function storedMessages(server: RunningServer, messageIds: string[]) {
  return server.database.db
    .select({
      messageId: inboundMessagesTable.messageId,
      text: inboundMessagesTable.text,
      status: inboundMessagesTable.status,
      replies: outboxTable.replies,
    })
    .from(inboundMessagesTable)
    .leftJoin(outboxTable, eq(outboxTable.inboundId, inboundMessagesTable.id))
    .where(inArray(inboundMessagesTable.messageId, messageIds))
    .orderBy(asc(inboundMessagesTable.storedAt));
}
