import { z } from "zod";

/**
 * Socket.IO events, typed both ways, one pair of maps per namespace, with a zod schema for every
 * payload so a client (the web, the bot) can check what arrives. On the user namespace ("/") the api
 * emits to one room per user ("user:<id>"), so a user's open tabs see the same live progress. The web
 * chat ("/chat") and the WhatsApp gateway ("/bot") get their maps when they are built.
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

/** User namespace ("/"): what the api tells a signed-in user. */
export interface UserServerEvents {
  "session:ready": (info: SessionReady) => void;
  "job:progress": (progress: JobProgress) => void;
  "job:failed": (failure: JobFailure) => void;
}

/** User namespace ("/"): what a signed-in client may send. */
export interface UserClientEvents {
  ping: (ack: (reply: PingReply) => void) => void;
}

/** The room that carries one user's events. */
export const userRoom = (userId: string): string => `user:${userId}`;
