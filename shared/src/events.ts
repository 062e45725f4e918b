/**
 * Socket.IO events, typed both ways, one pair of maps per namespace. On the user namespace ("/") the
 * api emits to one room per user ("user:<id>"), so a user's open tabs see the same live progress. The
 * web chat ("/chat") and the WhatsApp gateway ("/bot") get their maps when they are built.
 */
export type ProgressStage = "analisando" | "criando" | "calculando" | "pronta";

export interface JobProgress {
  jobId: string;
  stage: ProgressStage;
  /** Set on the "pronta" stage. */
  recipeId?: string;
}

export interface JobFailure {
  jobId: string;
  error: string;
  message: string;
}

/** User namespace ("/"): what the api tells a signed-in user. */
export interface UserServerEvents {
  "session:ready": (info: { userId: string }) => void;
  "job:progress": (progress: JobProgress) => void;
  "job:failed": (failure: JobFailure) => void;
}

/** User namespace ("/"): what a signed-in client may send. */
export interface UserClientEvents {
  ping: (ack: (reply: { ok: true; at: number }) => void) => void;
}

/** The room that carries one user's events. */
export const userRoom = (userId: string): string => `user:${userId}`;
