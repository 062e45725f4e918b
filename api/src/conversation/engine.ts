import { randomUUID } from "node:crypto";
import type { InboundMessage, ProgressStage, Reply } from "@chefzap/shared";
import type { Logger } from "pino";
import type { ConversationRow, InboundMessageRow, UserRow } from "../db/schema/index.ts";
import { isDatabaseUnavailable } from "../db/errors.ts";
import { throttleDrafts } from "./draft-throttle.ts";
import type { ConversationRepository } from "./conversation.repository.ts";
import type { Outbox } from "./outbox.ts";
import { errorReply } from "./texts.ts";
import { createTurnQueue } from "./turn-queue.ts";

export interface TurnInput {
  conversation: ConversationRow;
  message: InboundMessageRow;
  /** The account the conversation speaks for, read with the claim (null: none); undefined when not read. */
  account?: UserRow | null;
  /** Live progress of a long tool (a recipe being written), for channels that can show it. */
  progress: (stage: ProgressStage) => void;
  /** The model's answer so far, whole, as it writes it ("" takes it back); passed on throttled. */
  draft: (text: string) => void;
}

export interface TurnOutcome {
  replies: Reply[];
  state: Record<string, unknown>;
  userId: string | null;
}

export type TurnHandler = (input: TurnInput) => Promise<TurnOutcome>;

/** Speech to text through an OpenAI-compatible `/audio/transcriptions`; the audio is never kept. */
export type Transcriber = (audio: { data: Uint8Array; mimeType: string }) => Promise<string>;

export interface EngineDeps {
  repo: ConversationRepository;
  outbox: Outbox;
  turn: TurnHandler;
  logger: Logger;
  transcriber?: Transcriber | undefined;
  onProgress?: (conversation: ConversationRow, stage: ProgressStage) => void;
  onDraft?: (conversation: ConversationRow, text: string) => void;
  /** Shortest time between two drafts of one turn. */
  draftEveryMs?: number;
  /** Longest a turn may hold its conversation before another instance may take over. */
  leaseMs?: number;
  /** Conversations answered at once by this process; the others wait their turn, already stored. */
  maxConcurrentTurns?: number;
}

const KNOWN_CONVERSATIONS_MAX = 10_000;

const conversationKey = (message: InboundMessage) =>
  `${message.channel}:${message.account}:${message.conversationKey}`;

/**
 * The channel-agnostic conversation engine: every message is stored before it is acted on (a
 * re-delivery is a no-op), turns run one at a time per conversation across instances, and replies
 * leave through the outbox. What a turn says is the turn handler's business.
 */
export function createConversationEngine(deps: EngineDeps) {
  const instance = randomUUID();
  const leaseMs = deps.leaseMs ?? 120_000;
  const draftEveryMs = deps.draftEveryMs ?? 80;
  const draining = new Set<Promise<void>>();
  const queue = createTurnQueue(deps.maxConcurrentTurns ?? 4);
  // Conversation ids by channel, account and key: a known conversation's message is stored in one insert.
  const knownConversations = new Map<string, string>();
  // The last store of each conversation in this process: a burst is stored in the order it came.
  const storing = new Map<string, Promise<unknown>>();
  let sweeper: NodeJS.Timeout | undefined;

  /** The turn, stored and sent; the id of its reply once the channel took it, for the lease's release to mark. */
  async function runTurn(
    conversation: ConversationRow,
    message: InboundMessageRow,
    account: UserRow | null,
    leaveSlot: () => void,
  ): Promise<string | undefined> {
    let outcome: TurnOutcome;
    const drafts = throttleDrafts((text) => deps.onDraft?.(conversation, text), draftEveryMs);
    try {
      outcome = await deps.turn({
        conversation,
        message,
        account,
        progress: (stage) => {
          drafts.flush();
          deps.onProgress?.(conversation, stage);
        },
        draft: drafts.push,
      });
    } catch (error) {
      // Left pending: the sweep answers it once the database is back.
      if (isDatabaseUnavailable(error)) throw error;
      deps.logger.error({ err: error, conversationId: conversation.id }, "conversation turn failed");
      outcome = {
        replies: [errorReply("internal_error")],
        state: conversation.state,
        userId: conversation.userId,
      };
    } finally {
      drafts.drop();
    }
    const outboxId = await deps.repo.finishTurn({
      inboundId: message.id,
      conversationId: conversation.id,
      ...outcome,
    });
    // The delivery waits on the channel, not on the database: another conversation's turn may start.
    leaveSlot();
    if (outboxId && (await deps.outbox.sendNow(outboxId, conversation, outcome.replies))) return outboxId;
    return undefined;
  }

  /**
   * Answers a conversation's oldest waiting message, unless another turn holds it; true when another
   * message waits, so the queue drains it again.
   */
  async function drain(conversationId: string, leaveSlot: () => void): Promise<boolean> {
    // One owner per drain, not per instance: two drains in one process must not share a lease.
    const owner = `${instance}:${randomUUID()}`;
    // A claim per message reads the state the turn before saved, and no lease outlives one turn.
    const claimed = await deps.repo.claimNext(conversationId, owner, leaseMs);
    if (!claimed) return false;
    let sent: string | undefined;
    let waiting = false;
    try {
      if (claimed.message)
        sent = await runTurn(claimed.conversation, claimed.message, claimed.account, leaveSlot);
    } finally {
      // A message stored while the turn ran would otherwise wait for the sweep.
      waiting = await deps.repo.release(conversationId, owner, sent);
    }
    return waiting;
  }

  async function store(message: InboundMessage): Promise<"stored" | "duplicate"> {
    const audio = message.media?.kind === "audio" ? message.media : undefined;
    let text = message.text;
    if (audio && deps.transcriber) {
      // A re-delivered voice note is not worth a second paid transcription.
      if (await deps.repo.seen(message.channel, message.account, message.id)) return "duplicate";
      text = await deps.transcriber(audio).catch(() => "");
    }
    const key = conversationKey(message);
    const stored = await deps.repo.storeInbound(
      {
        channel: message.channel,
        account: message.account,
        conversationKey: message.conversationKey,
        messageId: message.id,
        senderPhone: message.sender.phone,
        text,
        transcribed: Boolean(audio && text),
        media: message.media?.kind === "image" ? message.media : audio ? { kind: "audio" } : undefined,
        receivedAt: new Date(message.receivedAt),
      },
      knownConversations.get(key),
    );
    if (!stored) return "duplicate";
    remember(key, stored.conversationId);
    answer(stored.conversationId);
    return "stored";
  }

  function remember(key: string, conversationId: string): void {
    knownConversations.delete(key);
    knownConversations.set(key, conversationId);
    // The longest unheard-from goes first (a Map keeps insertion order).
    if (knownConversations.size > KNOWN_CONVERSATIONS_MAX)
      knownConversations.delete(knownConversations.keys().next().value!);
  }

  /** Answers the conversation's waiting messages once a turn slot is free; never awaited by a store. */
  function answer(conversationId: string): void {
    const work = queue.schedule(conversationId, drain);
    if (!work) return;
    const done = work.catch((error: unknown) => {
      deps.logger.warn({ err: error }, "conversation left for the sweep");
    });
    draining.add(done);
    void done.finally(() => draining.delete(done));
  }

  return {
    /** Stores the message and answers it in the background; "duplicate" when it was seen before. */
    receive(message: InboundMessage): Promise<"stored" | "duplicate"> {
      const key = conversationKey(message);
      const before = storing.get(key) ?? Promise.resolve();
      const stored = before.then(() => store(message));
      const settled = stored.catch(() => {});
      storing.set(key, settled);
      void settled.then(() => {
        if (storing.get(key) === settled) storing.delete(key);
      });
      return stored;
    },

    /** Answers what a restart or an outage left waiting. */
    async recover(): Promise<void> {
      for (const id of await deps.repo.stalledConversations()) answer(id);
      await this.idle();
    },

    /** Resolves when every turn started so far has finished (tests, shutdown). */
    async idle(): Promise<void> {
      while (draining.size) await Promise.all([...draining]);
    },

    start(intervalMs = 5000): void {
      sweeper ??= setInterval(() => {
        void deps.repo.stalledConversations().then(
          (ids) => ids.forEach((id) => answer(id)),
          () => {},
        );
      }, intervalMs);
      sweeper.unref();
    },

    async stop(): Promise<void> {
      clearInterval(sweeper);
      sweeper = undefined;
      await this.idle();
    },
  };
}

export type ConversationEngine = ReturnType<typeof createConversationEngine>;
