import type { JobFailure, JobProgress } from "@chefzap/shared";

/** Where a service reports progress; the socket server delivers it to the user's room. */
export interface ProgressSink {
  progress(userId: string, event: JobProgress): void;
  failed(userId: string, event: JobFailure): void;
}

export const silentProgress: ProgressSink = { progress: () => {}, failed: () => {} };
