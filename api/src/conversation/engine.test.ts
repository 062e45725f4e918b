import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { conversationsTable, inboundMessagesTable, outboxTable } from "../db/schema/index.ts";
import { createTestContext, signedInAgent, type TestContext } from "../test/context.ts";
import { createConversationRepository } from "./conversation.repository.ts";
import { createConversationEngine, type TurnHandler } from "./engine.ts";
import { createOutbox } from "./outbox.ts";
import { createOutboxRepository } from "./outbox.repository.ts";
import { fakeChannel, readable } from "./testing/fake-channel.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const logger = pino({ level: "silent" });

/** An engine whose turn echoes the text after `delayMs`, recording when each turn ran. */
function echoEngine(delayMs = 0, log: string[] = []) {
  const sent: string[] = [];
  const outbox = createOutbox({
    repo: createOutboxRepository(ctx.database.db),
    senderFor: () => ({
      send: async (m) => void sent.push(...m.replies.map((r) => (r.kind === "text" ? r.text : r.kind))),
    }),
    logger,
  });
  const turn: TurnHandler = async ({ conversation, message }) => {
    log.push(`start ${message.text}`);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    log.push(`end ${message.text}`);
    return {
      replies: [{ kind: "text", text: `eco: ${message.text}` }],
      state: conversation.state,
      userId: null,
    };
  };
  const repo = createConversationRepository(ctx.database.db);
  const engine = createConversationEngine({ repo, outbox, turn, logger });
  return { engine, outbox, sent, log, repo };
}

let clock = Date.now();
/** Each message a millisecond after the last, as a phone stamps a burst of messages. */
const message = (key: string, id: string, text: string) => ({
  id,
  channel: "whatsapp" as const,
  account: "test",
  conversationKey: key,
  sender: { phone: key },
  text,
  receivedAt: new Date((clock += 1)).toISOString(),
});

describe("conversation engine", () => {
  it("answers a re-delivered message once, during its turn and after it", async () => {
    const { engine, outbox, sent } = echoEngine(20);
    const first = message("5511900000001", "wamid.A", "oi");
    expect(await Promise.all([engine.receive(first), engine.receive(first)])).toEqual(
      expect.arrayContaining(["stored", "duplicate"]),
    );
    await engine.idle();
    expect(await engine.receive(first)).toBe("duplicate");
    await engine.idle();
    await outbox.kick();
    expect(sent).toEqual(["eco: oi"]);
    // Marked as it was delivered, so the retry loop never sends it again once its hold ends.
    const rows = await ctx.database.db
      .select({ status: outboxTable.status })
      .from(outboxTable)
      .innerJoin(inboundMessagesTable, eq(inboundMessagesTable.id, outboxTable.inboundId))
      .where(eq(inboundMessagesTable.messageId, first.id));
    expect(rows.map((r) => r.status)).toEqual(["sent"]);
  });

  it("runs one turn at a time per conversation, in order, even across two api instances", async () => {
    const log: string[] = [];
    const a = echoEngine(15, log);
    const b = echoEngine(15, log);
    const key = "5511900000002";
    // Each stored while the turn before it still runs, on whichever instance holds the conversation.
    await a.engine.receive(message(key, "m1", "um"));
    await b.engine.receive(message(key, "m2", "dois"));
    await a.engine.receive(message(key, "m3", "três"));
    await Promise.all([a.engine.idle(), b.engine.idle()]);
    for (let i = 0; i < log.length; i += 2) expect(log[i + 1]!.slice(4)).toBe(log[i]!.slice(6));
    expect(log.filter((l) => l.startsWith("start"))).toEqual(["start um", "start dois", "start três"]);
  });

  it("answers a burst handed over at once in the order it came", async () => {
    const log: string[] = [];
    const { engine } = echoEngine(5, log);
    const key = "5511900000003";
    const texts = ["tenho frango", "e batata", "lista de compras", "obrigado"];
    await Promise.all(texts.map((text, i) => engine.receive(message(key, `burst${i}`, text))));
    await engine.idle();
    expect(log.filter((l) => l.startsWith("start")).map((l) => l.slice(6))).toEqual(texts);
  });

  it("stores and acknowledges every message while all turn slots are taken, then answers them all", async () => {
    let running = 0;
    let most = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const sent: string[] = [];
    const engine = createConversationEngine({
      repo: createConversationRepository(ctx.database.db),
      outbox: createOutbox({
        repo: createOutboxRepository(ctx.database.db),
        senderFor: () => ({ send: async (m) => void sent.push(m.conversationKey) }),
        logger,
      }),
      turn: async ({ conversation }) => {
        most = Math.max(most, (running += 1));
        await gate;
        running -= 1;
        return { replies: [{ kind: "text", text: "ok" }], state: conversation.state, userId: null };
      },
      logger,
      maxConcurrentTurns: 2,
    });
    const keys = ["5511900000011", "5511900000012", "5511900000013", "5511900000014", "5511900000015"];
    const acks = await Promise.all(keys.map((key) => engine.receive(message(key, `slot-${key}`, "oi"))));
    expect(acks).toEqual(keys.map(() => "stored"));
    // A second message for a conversation still waiting for a slot joins that conversation's turn.
    expect(await engine.receive(message(keys[4]!, "slot-again", "e agora?"))).toBe("stored");
    await vi.waitFor(() => expect(running).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    open();
    await engine.idle();
    expect(most).toBe(2);
    expect(sent.sort()).toEqual([...keys, keys[4]!].sort());
  });

  it("starts another conversation's turn while a reply still waits for its channel", async () => {
    const [slow, quick] = ["5511900000031", "5511900000032"];
    let channelTakes!: () => void;
    const taken = new Promise<void>((resolve) => (channelTakes = resolve));
    const turns: string[] = [];
    const engine = createConversationEngine({
      repo: createConversationRepository(ctx.database.db),
      outbox: createOutbox({
        repo: createOutboxRepository(ctx.database.db),
        senderFor: () => ({ send: async (m) => void (m.conversationKey === slow && (await taken)) }),
        logger,
      }),
      turn: async ({ conversation }) => {
        turns.push(conversation.key);
        return { replies: [{ kind: "text", text: "ok" }], state: conversation.state, userId: null };
      },
      logger,
      maxConcurrentTurns: 1,
    });
    await engine.receive(message(slow, "delivering-1", "oi"));
    await vi.waitFor(() => expect(turns).toEqual([slow]));
    await engine.receive(message(quick, "delivering-2", "oi"));
    await vi.waitFor(() => expect(turns).toEqual([slow, quick]));
    channelTakes();
    await engine.idle();
  });

  it("stores a message for a conversation deleted since its last one in a new conversation", async () => {
    const { engine, sent } = echoEngine();
    const key = "5511900000021";
    await engine.receive(message(key, "gone-1", "oi"));
    await engine.idle();
    // Its account was erased, taking the chat with it, while this process still knew the chat's id.
    await ctx.database.db.delete(conversationsTable).where(eq(conversationsTable.key, key));
    expect(await engine.receive(message(key, "gone-2", "voltei"))).toBe("stored");
    await engine.idle();
    expect(sent).toEqual(["eco: oi", "eco: voltei"]);
    const rows = await ctx.database.db
      .select()
      .from(inboundMessagesTable)
      .where(eq(inboundMessagesTable.senderPhone, key));
    expect(rows.map((r) => r.messageId)).toEqual(["gone-2"]);
  });

  it("answers after a restart what was stored but not processed, with the conversation's state", async () => {
    const chat = fakeChannel(ctx);
    const { user } = await signedInAgent(ctx.app);
    const web = { channel: "web" as const, account: "web", sender: {} };
    const [card] = await chat.say(user.id, "tenho ovo e queijo", web);
    expect(card?.kind).toBe("recipe");
    // Stored by the api that then went down, before its turn ran.
    await createConversationRepository(ctx.database.db).storeInbound({
      channel: "web",
      account: "web",
      conversationKey: user.id,
      messageId: "before-the-crash",
      text: "lista de compras",
      transcribed: false,
      receivedAt: new Date(),
    });
    const restarted = fakeChannel(ctx);
    await restarted.engine.recover();
    await restarted.outbox.kick();
    expect(readable(restarted.repliesTo(user.id))).toMatch(/^Lista de compras: /);
    const [row] = await ctx.database.db
      .select()
      .from(inboundMessagesTable)
      .where(eq(inboundMessagesTable.messageId, "before-the-crash"));
    expect(row?.status).toBe("processed");
  });

  it("passes drafts on throttled, sends a waiting one before a stage and none after the reply", async () => {
    const events: string[] = [];
    const outbox = createOutbox({
      repo: createOutboxRepository(ctx.database.db),
      senderFor: () => ({
        send: async (m) =>
          void events.push(`reply ${m.replies.map((r) => (r.kind === "text" ? r.text : r.kind))}`),
      }),
      logger,
    });
    const engine = createConversationEngine({
      repo: createConversationRepository(ctx.database.db),
      outbox,
      turn: async ({ conversation, draft, progress }) => {
        draft("Vou");
        draft("Vou criar");
        progress("criando");
        draft("Pronto!");
        return { replies: [{ kind: "text", text: "Pronto!" }], state: conversation.state, userId: null };
      },
      logger,
      onDraft: (_, text) => events.push(`draft ${text}`),
      onProgress: (_, stage) => events.push(`stage ${stage}`),
      // Long enough that nothing but the flush and the drop decide what is sent.
      draftEveryMs: 60_000,
    });
    await engine.receive(message("5511900000004", "m-draft", "oi"));
    await engine.idle();
    await outbox.kick();
    expect(events).toEqual(["draft Vou", "draft Vou criar", "stage criando", "reply Pronto!"]);
  });

  it("keeps a reply the channel could not take and delivers it on a later try", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const { outbox, sent } = echoEngine();
      const failing = createOutbox({
        repo: createOutboxRepository(ctx.database.db),
        senderFor: () => ({ send: () => Promise.reject(new Error("bot offline")) }),
        logger,
      });
      const offline = createConversationEngine({
        repo: createConversationRepository(ctx.database.db),
        outbox: failing,
        turn: async ({ conversation }) => ({
          replies: [{ kind: "text", text: "guardada" }],
          state: conversation.state,
          userId: null,
        }),
        logger,
      });
      await offline.receive(message("5511900000003", "m-offline", "oi"));
      await offline.idle();
      await failing.kick();
      const [row] = await ctx.database.db.select().from(outboxTable).where(eq(outboxTable.status, "pending"));
      expect(row?.lastError).toBe("bot offline");
      await outbox.kick();
      expect(sent).not.toContain("guardada");
      vi.setSystemTime(Date.now() + 60_000);
      await outbox.kick();
      expect(sent).toContain("guardada");
    } finally {
      vi.useRealTimers();
    }
  });
});
