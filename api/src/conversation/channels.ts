import type { ConversationChannel, ProgressStage } from "@chefzap/shared";
import type { ConversationRow } from "../db/schema/index.ts";
import type { ChannelSender } from "./outbox.ts";

export interface ChannelEndpoint extends ChannelSender {
  /** A turn is working on this conversation (typing indicator, a stage line). */
  progress?(conversation: ConversationRow, stage: ProgressStage): void;
  /**
   * The model's answer so far, whole ("" takes it back). For a channel that can redraw a message as it
   * grows; one that cannot leaves it out and waits for the reply.
   */
  draft?(conversation: ConversationRow, text: string): void;
}

/**
 * The channels connected right now. Services are built before sockets exist, and gateways come and
 * go, so the engine asks here at every delivery instead of holding a sender.
 */
export function createChannelRegistry() {
  const endpoints = new Map<string, ChannelEndpoint>();
  const keyOf = (channel: ConversationChannel, account: string) => `${channel}:${account}`;
  const find = (channel: ConversationChannel, account: string) =>
    endpoints.get(keyOf(channel, account)) ?? endpoints.get(keyOf(channel, "*"));
  return {
    /** `account` "*" serves every account of the channel; returns the way to unregister. */
    register(channel: ConversationChannel, account: string, endpoint: ChannelEndpoint): () => void {
      const key = keyOf(channel, account);
      endpoints.set(key, endpoint);
      return () => {
        if (endpoints.get(key) === endpoint) endpoints.delete(key);
      };
    },
    senderFor: find,
    progress(conversation: ConversationRow, stage: ProgressStage): void {
      find(conversation.channel, conversation.account)?.progress?.(conversation, stage);
    },
    draft(conversation: ConversationRow, text: string): void {
      find(conversation.channel, conversation.account)?.draft?.(conversation, text);
    },
  };
}

export type ChannelRegistry = ReturnType<typeof createChannelRegistry>;
