import { z } from "zod";
import type { ConversationProgress, InboundMessage, OutboundMessage } from "./schemas/conversation.ts";

/**
 * The WhatsApp gateway's link to the api: its own Socket.IO server on BOT_SOCKET_PATH of the api's
 * port (so its larger message limit, for photos and voice notes, never applies to browsers), opened
 * only with `Authorization: Bearer <BOT_SERVICE_TOKEN>`. The gateway says which business accounts it
 * serves in `auth.accounts`; the api sends each account's replies to the gateways serving it.
 */
export const BOT_SOCKET_PATH = "/bot/socket.io";

export const botHandshakeSchema = z.object({
  /** "baileys:5511…", "twilio:+1415…", "cloud:<phone-number-id>", "console". */
  accounts: z.array(z.string().min(1).max(100)).min(1).max(20),
});
export type BotHandshake = z.infer<typeof botHandshakeSchema>;

export type BotAck = { ok: true } | { ok: false; error: string };
export type InboundAck = { ok: true; status: "stored" | "duplicate" } | { ok: false; error: string };

/** Baileys' signal keys and creds, stored by the api: one value per (account, type, id). */
export const authKeyRowSchema = z.object({
  type: z.string().min(1).max(64),
  id: z.string().min(1).max(300),
  /** BufferJSON-serialised by the gateway; null deletes the key. */
  // Large accounts' app-state-sync-version keys run past 1 MB; the gateway socket takes 17 MB a message.
  value: z.string().max(8_000_000).nullable(),
});
export type AuthKeyRow = z.infer<typeof authKeyRowSchema>;

/** What admins see of a gateway's WhatsApp connection (GET /api/admin/whatsapp). */
export const connectionStatusSchema = z.object({
  account: z.string().max(100),
  state: z.enum(["connecting", "qr", "open", "logged_out", "replaced", "closed"]),
  /** The QR code's text, while waiting to be scanned. */
  qr: z.string().max(2000).optional(),
  pairingCode: z.string().max(20).optional(),
  at: z.iso.datetime(),
});
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

/** POST /api/admin/whatsapp/reconnect: the account as GET /api/admin/whatsapp names it. */
export const whatsappReconnectBodySchema = z.object({
  account: z
    .string({ error: "Informe o número" })
    .trim()
    .min(1, "Informe o número")
    .max(100, { abort: true }),
});
export type WhatsappReconnectBody = z.infer<typeof whatsappReconnectBodySchema>;

/** What the gateway sends the api. */
export interface BotClientEvents {
  inbound: (message: InboundMessage, ack: (reply: InboundAck) => void) => void;
  "auth:get": (
    request: { account: string; type: string; ids: string[] },
    ack: (reply: { ok: true; values: Record<string, string> } | { ok: false; error: string }) => void,
  ) => void;
  /** Written in one transaction: a half-saved key set would break the signal session. */
  "auth:set": (request: { account: string; rows: AuthKeyRow[] }, ack: (reply: BotAck) => void) => void;
  "auth:clear": (request: { account: string }, ack: (reply: BotAck) => void) => void;
  status: (status: ConnectionStatus) => void;
}

/** What the api sends the gateway. */
export interface BotServerEvents {
  /** Acked once the channel accepted every reply; an error or no ack makes the outbox retry. */
  outbound: (message: OutboundMessage, ack: (reply: BotAck) => void) => void;
  /** A turn is working: show "digitando…". */
  progress: (progress: ConversationProgress & { account: string }) => void;
  /**
   * An admin asked to link the account again: the gateway drops its WhatsApp connection and opens a new
   * one, even one that had stopped (logged out, replaced). Acked once the new attempt has begun.
   */
  "channel:restart": (request: { account: string }, ack: (reply: BotAck) => void) => void;
}
