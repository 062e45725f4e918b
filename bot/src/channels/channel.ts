import type { InboundMessage, Reply } from "@chefzap/shared";

/**
 * A WhatsApp provider reduced to what the gateway needs: messages in, replies out. Vendor payloads
 * (Baileys protos, Twilio form posts, Graph webhooks) never leave the adapter's folder.
 */
export interface Channel {
  /** The business account this adapter speaks for ("twilio:+14155238886"). */
  readonly account: string;
  /** Starts listening; every message received goes to `onMessage`, whose promise resolves once stored. */
  start(onMessage: (message: InboundMessage) => Promise<void>): Promise<void>;
  /** Renders and sends the replies to one chat; throws when the provider refused them. */
  send(conversationKey: string, replies: readonly Reply[]): Promise<void>;
  /** Shows "digitando…" while a turn works, where the provider can. */
  typing?(conversationKey: string): Promise<void>;
  /** Drops the provider's link and opens it again, where there is a link to keep (Baileys). */
  restart?(): Promise<void>;
  stop(): Promise<void>;
}
