import { z } from "zod";
import type { SubscriptionInfo } from "./schemas/billing.ts";
import type { OutboundMessage } from "./schemas/conversation.ts";

/**
 * Socket.IO events, typed both ways, one pair of maps per namespace, with a zod schema for every
 * payload so a client (the web, the bot) can check what arrives. On the user namespace ("/") the api
 * emits to one room per user ("user:<id>"), so a user's open tabs see the same live progress. The web
 * chat ("/chat") gets the user's chat replies in the same per-user rooms; the WhatsApp gateway has its
 * own server (bot-events.ts).
 */
export const progressStageSchema = z.enum(["analisando", "criando", "calculando", "pronta"]);
export type ProgressStage = z.infer<typeof progressStageSchema>;

export const jobProgressSchema = z.object({
  jobId: z.string().max(64),
  stage: progressStageSchema,
  /** Set on the "pronta" stage. */
  recipeId: z.string().max(64).optional(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

export const jobFailureSchema = z.object({
  jobId: z.string().max(64),
  error: z.string().max(64),
  message: z.string().max(500),
});
export type JobFailure = z.infer<typeof jobFailureSchema>;

export const sessionReadySchema = z.object({ userId: z.string().max(64) });
export type SessionReady = z.infer<typeof sessionReadySchema>;

export const pingReplySchema = z.object({ ok: z.literal(true), at: z.number() });
export type PingReply = z.infer<typeof pingReplySchema>;

/** Longest draft a channel is sent, as long as the longest text reply. */
export const CHAT_DRAFT_MAX = 4000;

/**
 * The chef's answer as the model writes it, whole so far rather than the latest words, so a push that
 * arrives late or not at all only makes the text jump ahead. Empty when the words so far will not be
 * the answer (the model turned to a tool, or failed): the page shows the stages again.
 */
export const chatDraftSchema = z.object({ text: z.string().max(CHAT_DRAFT_MAX) });
export type ChatDraft = z.infer<typeof chatDraftSchema>;

/** User namespace ("/"): what the api tells a signed-in user. */
export interface UserServerEvents {
  "session:ready": (info: SessionReady) => void;
  "job:progress": (progress: JobProgress) => void;
  "job:failed": (failure: JobFailure) => void;
  /** The plan or subscription changed (a payment, a cancellation, the end of a period). */
  "billing:updated": (info: SubscriptionInfo) => void;
}

/** User namespace ("/"): what a signed-in client may send. */
export interface UserClientEvents {
  ping: (ack: (reply: PingReply) => void) => void;
}

/**
 * Web chat namespace ("/chat"): replies and progress of the user's chat, pushed as they happen. A turn
 * sends stages or drafts, then its reply, whose closing text is the last draft.
 */
export interface ChatServerEvents {
  "chat:reply": (message: OutboundMessage) => void;
  "chat:progress": (progress: { stage: ProgressStage }) => void;
  "chat:draft": (draft: ChatDraft) => void;
}

/** The room that carries one user's events. */
export const userRoom = (userId: string): string => `user:${userId}`;
