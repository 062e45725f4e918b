import { replySchema, type ConversationChannel, type OutboundMessage } from "@chefzap/shared";
import type { Logger } from "pino";
import { z } from "zod";
import type { OutboxRepository } from "./outbox.repository.ts";

/** How a channel delivers a reply set; it throws when it could not (the bot is offline, a 5xx). */
export interface ChannelSender {
  send(message: OutboundMessage): Promise<void>;
}

export interface OutboxDeps {
  repo: OutboxRepository;
  senderFor: (channel: ConversationChannel, account: string) => ChannelSender | undefined;
  logger: Logger;
  maxAttempts?: number;
}

const repliesSchema = z.array(replySchema).min(1);
type Target = { channel: ConversationChannel; account: string; key: string };

/** 2 s, 4 s, 8 s… up to 10 minutes between tries of one reply. */
const backoffMs = (attempts: number) => Math.min(2000 * 2 ** (attempts - 1), 600_000);

/** Sends queued replies in order per conversation; a failed send waits and is tried again. */
export function createOutbox({ repo, senderFor, logger, maxAttempts = 10 }: OutboxDeps) {
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  /** Sends one reply set; on failure it waits for a retry. True when the channel took it (the caller marks it sent). */
  async function deliver(
    id: string,
    attempts: number,
    conversation: Target,
    replies: unknown,
  ): Promise<boolean> {
    try {
      const sender = senderFor(conversation.channel, conversation.account);
      if (!sender) throw new Error(`no ${conversation.channel} channel connected`);
      await sender.send({
        id,
        channel: conversation.channel,
        account: conversation.account,
        conversationKey: conversation.key,
        replies: repliesSchema.parse(replies),
      });
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = attempts >= maxAttempts ? undefined : new Date(Date.now() + backoffMs(attempts));
      logger.warn({ outboxId: id, attempts, error: message }, "reply not delivered");
      await repo.markFailed(id, message, retryAt);
      return false;
    }
  }

  async function deliverBatch(): Promise<number> {
    const batch = await repo.claimDue(50, 30_000);
    const blocked = new Set<string>();
    for (const { row, conversation } of batch) {
      // A later reply never overtakes an earlier one that is still waiting for a retry.
      if (blocked.has(conversation.id)) {
        await repo.markFailed(row.id, "waiting for an earlier reply", new Date(Date.now() + 1000));
        continue;
      }
      if (await deliver(row.id, row.attempts, conversation, row.replies)) await repo.markSent(row.id);
      else blocked.add(conversation.id);
    }
    return batch.length;
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      while ((await deliverBatch()) === 50);
    } while (again);
  }

  return {
    /**
     * The turn's own reply, sent as soon as it is stored: turns of different conversations send side by
     * side instead of queueing behind one delivery loop. The row was stored held, so the retry loop
     * only sees it if this send fails or the process dies first. True when the channel took it: the
     * caller then marks it sent (the engine does so as it gives the conversation's lease back).
     */
    sendNow: (id: string, conversation: Target, replies: unknown) => deliver(id, 1, conversation, replies),
    /** Delivers what is due now; calls while a delivery runs make it look again instead of overlapping. */
    kick(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = loop()
        .catch((error: unknown) => logger.error({ err: error }, "outbox delivery failed"))
        .finally(() => (running = undefined));
      return running;
    },
    /** Retries on a timer what failed before (a channel that was offline). */
    start(intervalMs = 2000): void {
      timer ??= setInterval(() => void this.kick(), intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
