import type { InboundMessage, OutboundMessage, Reply } from "@chefzap/shared";
import { pino } from "pino";
import type { TestContext } from "../../test/context.ts";
import { createChannelRegistry, createConversation, type ConversationDeps } from "../index.ts";

let counter = 0;

/**
 * A channel for tests, in the spirit of a mock provider: messages go in as a WhatsApp (or web) user
 * would send them, and what the outbox delivers is collected per chat.
 */
export function fakeChannel(ctx: TestContext, options: Partial<ConversationDeps> = {}) {
  const delivered: OutboundMessage[] = [];
  const drafts: Array<{ key: string; text: string }> = [];
  let failing = 0;
  const sender = {
    draft(conversation: { key: string }, text: string) {
      drafts.push({ key: conversation.key, text });
    },
    async send(message: OutboundMessage) {
      if (failing > 0) {
        failing -= 1;
        throw new Error("channel offline");
      }
      delivered.push(message);
    },
  };
  const channels = createChannelRegistry();
  channels.register("whatsapp", "*", sender);
  channels.register("web", "*", sender);
  const conversation = createConversation({
    db: ctx.database.db,
    services: ctx.services,
    logger: pino({ level: "silent" }),
    publicUrl: "https://chefzap.test",
    channels,
    ...options,
  });
  const { engine, outbox } = conversation;

  function inbound(from: string, text: string, extra: Partial<InboundMessage> = {}): InboundMessage {
    counter += 1;
    return {
      id: `msg-${counter}-${Date.now()}`,
      channel: "whatsapp",
      account: "test",
      conversationKey: from,
      sender: { phone: from },
      text,
      receivedAt: new Date().toISOString(),
      ...extra,
    };
  }

  const repliesTo = (key: string): Reply[] =>
    delivered.filter((m) => m.conversationKey === key).flatMap((m) => m.replies);

  return {
    engine,
    outbox,
    delivered,
    inbound,
    /** The drafts a chat was shown, in order. */
    draftsTo: (key: string): string[] => drafts.filter((d) => d.key === key).map((d) => d.text),
    /** The next `n` sends fail, as a channel that is offline. */
    failNext(n: number) {
      failing = n;
    },
    /** Sends one message and returns the replies it got once the engine and outbox are idle. */
    async say(from: string, text: string, extra: Partial<InboundMessage> = {}): Promise<Reply[]> {
      const before = repliesTo(from).length;
      await engine.receive(inbound(from, text, extra));
      await engine.idle();
      await outbox.kick();
      return repliesTo(from).slice(before);
    },
    repliesTo,
  };
}

/** Every text a cook would read in these replies, joined, for assertions on wording. */
export function readable(replies: readonly Reply[]): string {
  return replies
    .map((r) => {
      if (r.kind === "recipe") return `${r.recipe.title}\n${r.recipe.ingredients.join("\n")}`;
      if (r.kind === "list") return `${r.title}\n${r.items.join("\n")}`;
      if (r.kind === "link") return `${r.text}\n${r.label}: ${r.url}`;
      if (r.kind === "options")
        return `${r.text}\n${r.options.map((o) => `${o.key}. ${o.label}`).join("\n")}`;
      return r.text;
    })
    .join("\n");
}
