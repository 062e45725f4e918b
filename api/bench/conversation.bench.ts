import { seededRandom, type InboundMessage, type OutboundMessage } from "@chefzap/shared";
import { count } from "drizzle-orm";
import { createChannelRegistry } from "../src/conversation/index.ts";
import { openDatabase } from "../src/db/client.ts";
import { inboundMessagesTable, outboxTable } from "../src/db/schema/index.ts";
import { createServices } from "../src/services.ts";
import { seedLinkedPremium } from "./linked-premium-seed.ts";

const CONVERSATIONS = 200;
const MESSAGES = ["tenho frango, batata e cenoura", "lista de compras", "quantas calorias?"];
const REDELIVERED = 0.1;
/** People read a reply before typing the next message: 1 to 3 s. */
const THINK_MS = [1000, 3000] as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * 200 WhatsApp conversations at once through the engine with the offline chef: everyone starts within
 * the same 2 seconds and answers each reply after reading it; 10% of messages are delivered twice (as
 * Baileys does after a reconnect). Measures inbound → reply, duplicates and losses.
 */
export async function conversationBench(): Promise<void> {
  const database = await openDatabase({ kind: "pglite" });
  const channels = createChannelRegistry();
  const services = createServices(
    database.db,
    { sessionTtlMs: 60_000, ai: undefined, publicUrl: "https://chefzap.test" },
    { channels },
  );
  const waiting = new Map<string, (at: number) => void>();
  const replies = new Map<string, number>();
  channels.register("whatsapp", "*", {
    send: async (message: OutboundMessage) => {
      replies.set(message.conversationKey, (replies.get(message.conversationKey) ?? 0) + 1);
      waiting.get(message.conversationKey)?.(performance.now());
    },
  });

  const phones = await seedLinkedPremium(services, CONVERSATIONS);

  const { engine } = services.conversation;
  let sent = 0;
  const times: number[] = [];
  const random = seededRandom(20261123);
  async function converse(phone: string): Promise<void> {
    await sleep(random() * 2000);
    for (const [n, text] of MESSAGES.entries()) {
      if (n > 0) await sleep(THINK_MS[0] + random() * (THINK_MS[1] - THINK_MS[0]));
      const message: InboundMessage = {
        id: `${phone}-${n}`,
        channel: "whatsapp",
        account: "bench",
        conversationKey: phone,
        sender: { phone },
        text,
        receivedAt: new Date().toISOString(),
      };
      const replied = new Promise<number>((resolve) => waiting.set(phone, resolve));
      const start = performance.now();
      await engine.receive(message);
      sent += 1;
      if (random() < REDELIVERED) await engine.receive(message);
      times.push((await replied) - start);
    }
  }
  const started = performance.now();
  await Promise.all(phones.map(converse));
  await engine.idle();
  const elapsed = performance.now() - started;

  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.floor(p * (times.length - 1))]!;
  const [stored] = await database.db.select({ n: count() }).from(inboundMessagesTable);
  const [answered] = await database.db.select({ n: count() }).from(outboxTable);
  const duplicates = [...replies.values()].reduce((sum, n) => sum + Math.max(0, n - MESSAGES.length), 0);
  const lost = sent - (answered?.n ?? 0);
  console.log(
    `${CONVERSATIONS} conversations × ${MESSAGES.length} messages (${database.kind}), 10% delivered twice: ` +
      `inbound → reply p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms (target ≤ 200 ms), ` +
      `duplicates ${duplicates}, lost ${lost} (stored ${stored?.n}), ${(elapsed / 1000).toFixed(1)} s in all`,
  );
  await services.conversation.stop();
  await database.close();
}
