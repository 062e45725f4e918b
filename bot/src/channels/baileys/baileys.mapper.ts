import { INBOUND_TEXT_MAX, type InboundMedia, type InboundMessage } from "@chefzap/shared";
import {
  getContentType,
  isJidBroadcast,
  isJidGroup,
  isJidNewsletter,
  isJidStatusBroadcast,
  isLidUser,
  isPnUser,
  jidDecode,
  normalizeMessageContent,
  type proto,
  type WAMessage,
} from "baileys";

export type SkipReason =
  | "from_me"
  | "group"
  | "status"
  | "broadcast"
  | "newsletter"
  | "not_a_chat"
  | "no_content"
  | "not_for_the_cook";

/** A file still on WhatsApp's servers: the adapter downloads it. */
export interface MediaRef {
  kind: InboundMedia["kind"];
  mimeType: string;
  /** What the message says the file weighs, so a large one is refused before downloading. */
  declaredBytes: number | undefined;
}

/** What the cook sent, read from Baileys' proto without anything the api does not take. */
export interface BaileysReading {
  id: string;
  /** The sender's number when the key carries it (the chat's jid or its `remoteJidAlt`). */
  phone: string | undefined;
  /** The sender's LID when WhatsApp addressed the chat by it: Baileys may know its number. */
  lid: string | undefined;
  name: string | undefined;
  text: string;
  media: MediaRef | undefined;
  sentAt: Date | undefined;
}

export type ReadResult = { reading: BaileysReading } | { skip: SkipReason };

type Content = { text: string; media?: MediaRef };
/** protobufjs decodes 64-bit fields as Long; messages Baileys rebuilt through toJSON() carry strings. */
type LongLike = number | string | { toNumber(): number } | null | undefined;

const mediaRef = (
  kind: MediaRef["kind"],
  file: { mimetype?: string | null; fileLength?: LongLike } | null | undefined,
  fallback: string,
): MediaRef => ({
  kind,
  mimeType: (file?.mimetype || fallback).slice(0, 100),
  declaredBytes: toNumber(file?.fileLength),
});

/** What the api reads from each kind of message; any kind not here comes in as empty text (the menu). */
const readers: Partial<Record<keyof proto.IMessage, (m: proto.IMessage) => Content>> = {
  conversation: (m) => ({ text: m.conversation ?? "" }),
  extendedTextMessage: (m) => ({ text: m.extendedTextMessage?.text ?? "" }),
  imageMessage: (m) => ({
    text: m.imageMessage?.caption ?? "",
    media: mediaRef("image", m.imageMessage, "image/jpeg"),
  }),
  audioMessage: (m) => ({ text: "", media: mediaRef("audio", m.audioMessage, "audio/ogg; codecs=opus") }),
};

/** Housekeeping WhatsApp sends as messages: answering any of them would be a reply to nothing. */
const NOT_FOR_THE_COOK = new Set<string>([
  "protocolMessage",
  "reactionMessage",
  "encReactionMessage",
  "pollUpdateMessage",
  "keepInChatMessage",
  "pinInChatMessage",
]);

const skipChats: Array<[(jid: string) => boolean | undefined, SkipReason]> = [
  [isJidGroup, "group"],
  [isJidStatusBroadcast, "status"],
  [isJidBroadcast, "broadcast"],
  [isJidNewsletter, "newsletter"],
];

/** A message of an upsert as the cook sent it, or why it is not one for the api. */
export function readMessage(message: WAMessage): ReadResult {
  const key = message.key;
  const chat = key.remoteJid ?? "";
  if (key.fromMe) return { skip: "from_me" };
  for (const [matches, reason] of skipChats) if (matches(chat)) return { skip: reason };
  if (!key.id || !(isPnUser(chat) || isLidUser(chat))) return { skip: "not_a_chat" };

  const content = normalizeMessageContent(message.message);
  const type = getContentType(content ?? undefined);
  if (!content || !type) return { skip: "no_content" };
  if (NOT_FOR_THE_COOK.has(type)) return { skip: "not_for_the_cook" };
  const { text, media } = readers[type]?.(content) ?? { text: "" };

  const jids = [chat, key.remoteJidAlt, key.participant, key.participantAlt];
  const name = message.pushName?.trim().slice(0, 100);
  const seconds = toNumber(message.messageTimestamp as LongLike);
  return {
    reading: {
      id: key.id,
      phone: userOf(jids.find((jid) => isPnUser(jid ?? undefined))),
      lid: jids.find((jid) => isLidUser(jid ?? undefined)) ?? undefined,
      name: name || undefined,
      text: clip(text, INBOUND_TEXT_MAX),
      media,
      sentAt: seconds ? new Date(seconds * 1000) : undefined,
    },
  };
}

/** The api's shape; the chat is the sender's number, so replies go back to it. */
export function toInbound(
  reading: BaileysReading,
  phone: string,
  context: { account: string; receivedAt: Date },
): InboundMessage {
  return {
    id: reading.id,
    channel: "whatsapp",
    account: context.account,
    conversationKey: phone,
    sender: reading.name ? { phone, name: reading.name } : { phone },
    text: reading.text,
    receivedAt: (reading.sentAt ?? context.receivedAt).toISOString(),
  };
}

/** "5511987654321:12@s.whatsapp.net" → "5511987654321"; undefined for anything that is not a number. */
export function userOf(jid: string | null | undefined): string | undefined {
  const user = jid ? jidDecode(jid)?.user : undefined;
  return user && /^\d{10,15}$/.test(user) ? user : undefined;
}

/** The chat a conversation key (the cook's number) is answered in. */
export const chatJid = (phone: string): string => `${phone}@s.whatsapp.net`;

function toNumber(value: LongLike): number | undefined {
  if (value === null || value === undefined) return undefined;
  const n = typeof value === "object" ? value.toNumber() : Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** WhatsApp allows far longer texts than the api stores; the start is what a cook meant anyway. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return text.slice(0, /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max);
}
