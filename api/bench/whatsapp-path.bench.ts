import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { seededRandom } from "@chefzap/shared";
import { asc, eq } from "drizzle-orm";
import { createChannelRegistry } from "../src/conversation/index.ts";
import { openDatabase, type Database } from "../src/db/client.ts";
import { inboundMessagesTable, outboxTable } from "../src/db/schema/index.ts";
import { createServices } from "../src/services.ts";
import { benchCpuProfileDir, benchDatabaseUrl, envWithoutServers } from "../src/test/env.ts";
import {
  cloudRequest,
  cloudWebhookBody,
  startBot,
  startGraphStandIn,
  stopBot,
  type Sent,
} from "../src/test/whatsapp-providers.ts";
import { buildApi, startBuiltApi, stopApi } from "./built-api.ts";
import { seedLinkedPremium } from "./linked-premium-seed.ts";
import { createServerDatabase } from "./server-database.ts";

const CONVERSATIONS = 200;
const MESSAGES = [
  "oi",
  "tenho frango, batata e cenoura",
  "lista de compras",
  "quantas calorias?",
  "e com arroz, feijão e ovo?",
];
const REDELIVERED = 0.1;
/** People read a reply before typing the next message: 1 to 3 s. */
const THINK_MS = [1000, 3000] as const;
/** A message with no reply by then counts as lost, and its conversation goes on. */
const REPLY_TIMEOUT_MS = 30_000;
const TARGETS = {
  ackP95: 250,
  firstReplyP95: { postgres: 1000, pglite: 1500 },
};

const repoRoot = path.resolve(import.meta.dirname, "../..");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the Graph stand-in was sent, per number; `next` waits for a number's next text. */
function createInbox() {
  const received = new Map<string, Sent[]>();
  const waiting = new Map<string, (at: number) => void>();
  return {
    received,
    take(sent: Sent): void {
      const texts = received.get(sent.to) ?? [];
      texts.push(sent);
      received.set(sent.to, texts);
      waiting.get(sent.to)?.(sent.at);
      waiting.delete(sent.to);
    },
    /** When the next text to `phone` arrived; undefined if none came within the timeout. */
    next(phone: string): Promise<number | undefined> {
      return new Promise((resolve) => {
        waiting.set(phone, resolve);
        setTimeout(() => {
          waiting.delete(phone);
          resolve(undefined);
        }, REPLY_TIMEOUT_MS).unref();
      });
    },
  };
}

type Inbox = ReturnType<typeof createInbox>;

/** CPU seconds a process has used so far (all its threads), from Linux's /proc; NaN elsewhere. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime, in clock ticks of 1/100 s on Linux.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
};

/** Every person's conversation, paced as people type; returns what was measured on the way. */
async function converse(hookUrl: string, phones: string[], inbox: Inbox) {
  const acks: number[] = [];
  const firstReplies: number[] = [];
  /** First replies by the message they answer, to see which kind of turn makes the tail. */
  const byMessage = MESSAGES.map(() => [] as number[]);
  const sentIds = new Set<string>();
  let refused = 0;
  let unanswered = 0;
  const random = seededRandom(20261202);

  async function post(raw: string): Promise<void> {
    // Meta delivers again what was not answered 200; so does the bench, after a second.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const started = performance.now();
      const response = await fetch(hookUrl, { method: "POST", ...cloudRequest(raw) });
      await response.arrayBuffer();
      acks.push(performance.now() - started);
      if (response.ok) return;
      refused += 1;
      await sleep(1000);
    }
  }

  async function person(phone: string): Promise<void> {
    await sleep(random() * 2000);
    for (const [n, text] of MESSAGES.entries()) {
      if (n > 0) await sleep(THINK_MS[0] + random() * (THINK_MS[1] - THINK_MS[0]));
      const id = `wamid.bench.${phone}.${n}`;
      const raw = cloudWebhookBody(phone, id, text);
      const replied = inbox.next(phone);
      const started = performance.now();
      sentIds.add(id);
      await post(raw);
      if (random() < REDELIVERED) await post(raw);
      const at = await replied;
      if (at === undefined) unanswered += 1;
      else {
        firstReplies.push(at - started);
        byMessage[n]!.push(at - started);
      }
    }
  }

  const started = performance.now();
  await Promise.all(phones.map(person));
  return {
    acks,
    firstReplies,
    byMessage,
    sentIds,
    refused,
    unanswered,
    seconds: (performance.now() - started) / 1000,
  };
}

type Render = (replies: readonly unknown[]) => string[];

/**
 * What reached the Graph stand-in against what the api stored: each stored reply, rendered by the
 * bot's own renderer, must arrive once and in the order of the messages it answers.
 */
async function check(database: Database, received: Map<string, Sent[]>, sentIds: Set<string>) {
  // Imported by path: the api's project does not depend on the bot's, but this checks the bot's output.
  const rendererUrl = pathToFileURL(path.join(repoRoot, "bot/src/render/whatsapp.ts")).href;
  const { renderWhatsApp } = (await import(rendererUrl)) as { renderWhatsApp: Render };
  const rows = await database.db
    .select({
      phone: inboundMessagesTable.senderPhone,
      messageId: inboundMessagesTable.messageId,
      status: outboxTable.status,
      replies: outboxTable.replies,
    })
    .from(inboundMessagesTable)
    .leftJoin(outboxTable, eq(outboxTable.inboundId, inboundMessagesTable.id))
    .orderBy(asc(inboundMessagesTable.storedAt));
  const answered = new Set(rows.filter((r) => r.status === "sent").map((r) => r.messageId));
  let lost = [...sentIds].filter((id) => !answered.has(id)).length;
  let duplicates = 0;
  let outOfOrder = 0;
  const expected = new Map<string, string[]>();
  for (const row of rows)
    if (row.phone && row.replies)
      expected.set(row.phone, [...(expected.get(row.phone) ?? []), ...renderWhatsApp(row.replies)]);
  for (const [phone, texts] of expected) {
    const taken = texts.map(() => false);
    let latest = -1;
    for (const { body } of received.get(phone) ?? []) {
      const i = texts.findIndex((text, k) => !taken[k] && text === body);
      if (i < 0) {
        duplicates += 1;
        continue;
      }
      taken[i] = true;
      if (i < latest) outOfOrder += 1;
      latest = Math.max(latest, i);
    }
    lost += taken.filter((t) => !t).length;
  }
  return { lost, duplicates, outOfOrder };
}

/** Waits until no text has reached the stand-in for `quietMs` (or `maxMs` has passed). */
async function settle(received: Map<string, Sent[]>, quietMs = 3000, maxMs = 60_000): Promise<void> {
  const lastAt = () => Math.max(0, ...[...received.values()].map((texts) => texts.at(-1)?.at ?? 0));
  const deadline = performance.now() + maxMs;
  while (performance.now() - lastAt() < quietMs && performance.now() < deadline) await sleep(500);
}

interface Target {
  kind: "pglite" | "postgres";
  /** The api's database settings. */
  env: Record<string, string | undefined>;
  /** Opens the database the api will use, for seeding before it starts and checking after it stops. */
  open: () => Promise<Database>;
}

async function run(target: Target): Promise<void> {
  const seeding = await target.open();
  const services = createServices(
    seeding.db,
    { sessionTtlMs: 60_000, ai: undefined, publicUrl: "https://chefzap.test" },
    { channels: createChannelRegistry() },
  );
  const phones = await seedLinkedPremium(services, CONVERSATIONS);
  await services.conversation.stop();
  await seeding.close();

  const token = randomBytes(24).toString("hex");
  const inbox = createInbox();
  const graph = await startGraphStandIn(inbox.take);
  const profileDir = benchCpuProfileDir;
  const api = await startBuiltApi(
    { ...envWithoutServers(), ...target.env, BOT_SERVICE_TOKEN: token },
    profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
  );
  let result: Awaited<ReturnType<typeof converse>>;
  let cpu = { api: NaN, bot: NaN, bench: NaN };
  try {
    const connected = api.logged((line) => line.msg === "whatsapp gateway connected");
    const bot = await startBot({
      provider: "cloud-api",
      apiUrl: api.url,
      token,
      apiBase: graph.url,
      connected,
    });
    try {
      const before = [cpuSeconds(api.child.pid), cpuSeconds(bot.child.pid), cpuSeconds(process.pid)];
      result = await converse(bot.hookUrl, phones, inbox);
      await settle(inbox.received);
      cpu = {
        api: cpuSeconds(api.child.pid) - before[0]!,
        bot: cpuSeconds(bot.child.pid) - before[1]!,
        bench: cpuSeconds(process.pid) - before[2]!,
      };
    } finally {
      await stopBot(bot.child);
    }
  } finally {
    await stopApi(api, 30_000);
    await graph.close();
  }

  const checking = await target.open();
  const { lost, duplicates, outOfOrder } = await check(checking, inbox.received, result.sentIds);
  await checking.close();
  report(target.kind, result, { lost, duplicates, outOfOrder }, cpu);
}

function report(
  kind: Target["kind"],
  result: Awaited<ReturnType<typeof converse>>,
  delivery: { lost: number; duplicates: number; outOfOrder: number },
  cpu: { api: number; bot: number; bench: number },
): void {
  const over = (value: number, target: number) => (value > target ? "  OVER" : "");
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const ackP95 = percentile(result.acks, 0.95);
  const replyP95 = percentile(result.firstReplies, 0.95);
  const replyTarget = TARGETS.firstReplyP95[kind];
  const database = kind === "pglite" ? "embedded" : "PostgreSQL";
  console.log(
    `${CONVERSATIONS} conversations × ${MESSAGES.length} messages, ${database}, ` +
      `${result.acks.length} webhooks (${result.refused} not answered 200), ${result.seconds.toFixed(1)} s`,
  );
  console.log(
    `  webhook ack    p50 ${ms(percentile(result.acks, 0.5)).padStart(8)}  p95 ${ms(ackP95).padStart(8)}` +
      `  target p95 ≤ ${TARGETS.ackP95} ms${over(ackP95, TARGETS.ackP95)}`,
  );
  console.log(
    `  first reply    p50 ${ms(percentile(result.firstReplies, 0.5)).padStart(8)}  p95 ${ms(replyP95).padStart(8)}` +
      `  target p95 ≤ ${replyTarget} ms${over(replyP95, replyTarget)}`,
  );
  const byMessage = result.byMessage.map((replies, n) => `"${MESSAGES[n]}" ${ms(percentile(replies, 0.95))}`);
  console.log(`  first reply p95 by message: ${byMessage.join(", ")}`);
  const { lost, duplicates, outOfOrder } = delivery;
  const bad = lost + duplicates + outOfOrder > 0 ? "  OVER" : "";
  console.log(`  duplicates ${duplicates}, lost ${lost}, out of order ${outOfOrder}  target 0, 0, 0${bad}`);
  // What the machine's two cores had to give, whatever else ran beside the bench.
  const perMessage = (seconds: number) => `${((seconds * 1000) / result.acks.length).toFixed(1)} ms`;
  console.log(
    `  CPU a webhook: api ${perMessage(cpu.api)} (all threads), bot ${perMessage(cpu.bot)}, ` +
      `the bench's own senders and Graph stand-in ${perMessage(cpu.bench)}`,
  );
}

/**
 * The whole path of a WhatsApp message under load: signed Cloud API webhooks into the real bot process,
 * Socket.IO to the built api, the turn, the outbox back through the bot to a local Graph API. Embedded
 * PGlite, and PostgreSQL too when TEST_DATABASE_URL or DATABASE_URL names a server.
 * BENCH_API_CPU_PROF=<folder> writes the api's CPU profile there (`node --cpu-prof`).
 */
export async function whatsappPathBench(): Promise<void> {
  buildApi();
  const dataDir = mkdtempSync(path.join(tmpdir(), "chefzap-path-"));
  try {
    await run({
      kind: "pglite",
      env: { DATABASE_URL: "", DATA_DIR: dataDir },
      open: () => openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") }),
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (!benchDatabaseUrl) {
    console.log("PostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL)");
    return;
  }
  const server = await createServerDatabase(benchDatabaseUrl, "chefzap_path");
  await server.database.close();
  try {
    await run({
      kind: "postgres",
      env: { DATABASE_URL: server.url },
      open: () => openDatabase({ kind: "postgres", url: server.url }, { onConnectionError: () => {} }),
    });
  } finally {
    await server.drop();
  }
}
