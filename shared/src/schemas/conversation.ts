import { z } from "zod";
import { scanIngredientsBodySchema } from "./scanner.ts";

/**
 * The conversation engine's contract: what a channel hands the api (an inbound message) and what the
 * api hands back (structured replies each channel renders its own way). Vendor payloads never get
 * past a channel adapter; only these shapes cross.
 */
export const conversationChannelSchema = z.enum(["whatsapp", "web"]);
export type ConversationChannel = z.infer<typeof conversationChannelSchema>;

/** Longest text a message may carry; WhatsApp allows 65,536 but no cook types more than this. */
export const INBOUND_TEXT_MAX = 4000;
/** Images (for the scanner) up to the same 10 MB the web accepts; voice notes up to 16 MB as Twilio. */
export const INBOUND_MEDIA_MAX_BYTES = 16 * 1024 * 1024;

export const inboundMediaSchema = z.object({
  kind: z.enum(["image", "audio"]),
  mimeType: z.string().max(100),
  /** The bytes, read by the adapter from its provider (Baileys download, Twilio or Graph media URL). */
  data: z.instanceof(Uint8Array).refine((d) => d.byteLength <= INBOUND_MEDIA_MAX_BYTES, {
    message: "Arquivo grande demais.",
  }),
});
export type InboundMedia = z.infer<typeof inboundMediaSchema>;

export const inboundMessageSchema = z.object({
  /** The provider's own message id: the same message delivered twice carries the same id. */
  id: z.string().min(1).max(200),
  channel: conversationChannelSchema,
  /** Which business number or web app received it ("baileys:5511…", "twilio:+1415…", "web"). */
  account: z.string().min(1).max(100),
  /** The chat it belongs to, as the channel names it (a phone number, a web user id). */
  conversationKey: z.string().min(1).max(200),
  sender: z.object({
    /** Digits only with country code ("5511987654321"), for WhatsApp senders. */
    phone: z
      .string()
      .regex(/^\d{10,15}$/)
      .optional(),
    name: z.string().max(100).optional(),
  }),
  text: z.string().max(INBOUND_TEXT_MAX).default(""),
  media: inboundMediaSchema.optional(),
  receivedAt: z.iso.datetime(),
});
export type InboundMessage = z.infer<typeof inboundMessageSchema>;

export const replyOptionSchema = z.object({ key: z.string().max(20), label: z.string().max(100) });

export const recipeCardSchema = z.object({
  id: z.string().max(64),
  title: z.string().max(200),
  servings: z.number().int(),
  cookingTime: z.number().int(),
  ingredients: z.array(z.string().max(300)).max(60),
  instructions: z.array(z.string().max(2000)).max(60),
  /** The cook's foods the recipe did not use, and why, so none seems forgotten. */
  leftOut: z
    .array(z.object({ ingredient: z.string().max(200), reason: z.string().max(400) }))
    .max(30)
    .default([]),
  /** Absolute link to the recipe page. */
  url: z.string().max(500),
});
export type RecipeCard = z.infer<typeof recipeCardSchema>;

/** One thing the engine says; a turn answers with a few of them, in order. */
export const replySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("text"), text: z.string().max(4000) }),
  z.object({ kind: z.literal("recipe"), recipe: recipeCardSchema }),
  /** A titled list (shopping list, my recipes, detected ingredients). */
  z.object({
    kind: z.literal("list"),
    title: z.string().max(200),
    items: z.array(z.string().max(300)).max(100),
  }),
  /** Numbered choices: WhatsApp shows "1. …" lines (buttons are gone), the web shows chips. */
  z.object({
    kind: z.literal("options"),
    text: z.string().max(1000),
    options: z.array(replyOptionSchema).max(10),
  }),
  z.object({ kind: z.literal("error"), code: z.string().max(64), text: z.string().max(1000) }),
  /** An offer with somewhere to go (the plans page): a button on the web, the address on WhatsApp. */
  z.object({
    kind: z.literal("link"),
    text: z.string().max(4000),
    label: z.string().max(80),
    url: z.string().max(500),
  }),
]);
export type Reply = z.infer<typeof replySchema>;
export type ReplyOption = z.infer<typeof replyOptionSchema>;

/** A reply set addressed to one conversation, as the outbox delivers it. */
export const outboundMessageSchema = z.object({
  /** The outbox row: a channel acknowledges it, so a retried delivery is recognised. */
  id: z.string().max(64),
  channel: conversationChannelSchema,
  account: z.string().max(100),
  conversationKey: z.string().max(200),
  replies: z.array(replySchema).min(1).max(20),
});
export type OutboundMessage = z.infer<typeof outboundMessageSchema>;

/** Live, not stored: what a channel may show while a turn is working (typing, a stage line). */
export const conversationProgressSchema = z.object({
  conversationKey: z.string().max(200),
  stage: z.enum(["analisando", "criando", "calculando", "pronta"]),
});
export type ConversationProgress = z.infer<typeof conversationProgressSchema>;

/** POST /api/chat/messages: what the web chat sends. The id is the client's, so a resend is recognised. */
export const chatMessageBodySchema = z.object({
  id: z.uuid({ error: "Mensagem sem identificador." }),
  text: z
    .string({ error: "Escreva uma mensagem." })
    .trim()
    .min(1, "Escreva uma mensagem.")
    .max(INBOUND_TEXT_MAX, { error: `A mensagem pode ter até ${INBOUND_TEXT_MAX} caracteres.`, abort: true }),
});
export type ChatMessageBody = z.infer<typeof chatMessageBodySchema>;

/** POST /api/chat/photos: the scanner's body plus the client's id, so a resent photo is stored once. */
export const chatPhotoBodySchema = scanIngredientsBodySchema.extend({
  id: z.uuid({ error: "Mensagem sem identificador." }),
});

/** One line of the web chat as the page shows it again after a reload (GET /api/chat/messages). */
export const chatHistoryItemSchema = z.discriminatedUnion("role", [
  z.object({ id: z.string(), role: z.literal("user"), text: z.string(), photo: z.boolean(), at: z.string() }),
  z.object({ id: z.string(), role: z.literal("assistant"), replies: z.array(replySchema), at: z.string() }),
]);
export type ChatHistoryItem = z.infer<typeof chatHistoryItemSchema>;
