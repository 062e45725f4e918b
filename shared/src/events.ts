/**
 * Socket.IO events, typed both ways. The api emits to one room per user ("user:<id>"),
 * so a user's open tabs and channels see the same live progress.
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

export interface ServerToClientEvents {
  "session:ready": (info: { userId: string }) => void;
  "job:progress": (progress: JobProgress) => void;
  "job:failed": (failure: JobFailure) => void;
}

export interface ClientToServerEvents {
  ping: (ack: (reply: { ok: true; at: number }) => void) => void;
}

/** The room that carries one user's events. */
export const userRoom = (userId: string): string => `user:${userId}`;
