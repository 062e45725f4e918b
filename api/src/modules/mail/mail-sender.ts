import type { Logger } from "pino";
import type { MailOutboxRow } from "../../db/schema/index.ts";
import type { MailRepository } from "./mail.repository.ts";
import { MailDeliveryError, type MailTransport } from "./mail-transport.ts";

export interface MailSenderDeps {
  repo: MailRepository;
  transport: MailTransport;
  logger: Logger;
  /** Tries per message, the first included. */
  maxAttempts?: number;
  /** Wait after the given failed try before the next one. */
  retryDelayMs?: (attempts: number) => number;
  /** Days a delivered message stays in the outbox (admins look up recent ones; old copies only hold addresses). */
  keepSentDays?: number;
}

const BATCH = 20;
// Longer than one delivery can take (connect + greeting + socket timeouts), so a message is never
// handed to a second sender while the first is still talking to the server.
const HOLD_MS = 2 * 60_000;
const SWEEP_MS = 60_000;
/** Pruning needs no minute's precision: once at start, then every hour's sweep. */
const PRUNE_EVERY_MS = 60 * 60_000;
/** 30 s, then 2 min: a server that is restarting gets time to come back. */
const defaultRetryDelay = (attempts: number) => (attempts <= 1 ? 30_000 : 120_000);

/** Delivers queued mail, a batch at a time, recording each message's result in the outbox. */
export function createMailSender(deps: MailSenderDeps) {
  const {
    repo,
    transport,
    logger,
    maxAttempts = 3,
    retryDelayMs = defaultRetryDelay,
    keepSentDays = 30,
  } = deps;
  let running: Promise<void> | undefined;
  let again = false;
  // Once stopped, no timer, retry or late kick starts a round on a closed transport.
  let stopped = false;
  let sweep: NodeJS.Timeout | undefined;
  let prunedAt = 0;
  let pruning: Promise<void> | undefined;
  const retries = new Set<NodeJS.Timeout>();

  /** Deletes delivered messages past their keep; a failure waits for the next hour, sending goes on. */
  async function prune(): Promise<void> {
    prunedAt = Date.now();
    try {
      const removed = await repo.pruneSent(keepSentDays);
      if (removed > 0) logger.info({ removed, keepSentDays }, "old delivered e-mails pruned from the outbox");
    } catch (error) {
      logger.error({ err: error }, "outbox pruning failed");
    }
  }

  function onSweep(): void {
    void kick();
    if (!pruning && Date.now() - prunedAt >= PRUNE_EVERY_MS)
      pruning = prune().finally(() => (pruning = undefined));
  }

  function retryIn(ms: number): void {
    if (stopped) return;
    const timer = setTimeout(() => {
      retries.delete(timer);
      void kick();
    }, ms);
    timer.unref();
    retries.add(timer);
  }

  async function deliver(row: MailOutboxRow): Promise<void> {
    try {
      await transport.send({ to: row.toAddress, subject: row.subject, text: row.text, html: row.html });
      await repo.markSent(row.id);
    } catch (error) {
      const failure = error instanceof MailDeliveryError ? error : undefined;
      const giveUp = failure?.permanent === true || row.attempts >= maxAttempts;
      const delay = retryDelayMs(row.attempts);
      // The outbox keeps the server's words (admins read them); the log only codes, never an address.
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await repo.markFailed(row.id, message, giveUp ? undefined : new Date(Date.now() + delay));
      logger.warn(
        {
          mailId: row.id,
          attempts: row.attempts,
          code: failure?.code,
          responseCode: failure?.responseCode,
          gaveUp: giveUp,
        },
        "e-mail not delivered",
      );
      if (!giveUp) retryIn(delay);
    }
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      let batch: MailOutboxRow[];
      do {
        batch = await repo.claimDue(BATCH, HOLD_MS);
        await Promise.all(batch.map(deliver));
      } while (batch.length === BATCH);
    } while (again);
  }

  /** Sends what is due; a call while a round runs makes it look once more instead of overlapping. */
  function kick(): Promise<void> {
    if (stopped) return running ?? Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = loop()
      .catch((error: unknown) => logger.error({ err: error }, "mail delivery failed"))
      .finally(() => {
        running = undefined;
        // A kick that came after the round's last look but before it ended would otherwise wait for
        // the next sweep (a minute) with its message due.
        if (again) void kick();
      });
    return running;
  }

  return {
    kick,
    prune,
    /** Also picks up, now and then, what another instance claimed and never finished. */
    start(): void {
      stopped = false;
      sweep ??= setInterval(onSweep, SWEEP_MS);
      sweep.unref();
      prunedAt = 0;
      onSweep();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(sweep);
      sweep = undefined;
      for (const timer of retries) clearTimeout(timer);
      retries.clear();
      await Promise.all([running, pruning]);
      transport.close();
    },
  };
}

export type MailSender = ReturnType<typeof createMailSender>;
