import { useCallback, useSyncExternalStore } from "react";
import { followJob, IDLE_JOB, jobState, type JobState } from "./job-progress";

const noop = () => {};

/** The live stage of one generation job (Socket.IO "job:progress" / "job:failed" for that jobId). */
export function useJobProgress(jobId: string | null): JobState {
  const subscribe = useCallback((notify: () => void) => (jobId ? followJob(jobId, notify) : noop), [jobId]);
  const snapshot = () => (jobId ? jobState(jobId) : IDLE_JOB);
  // The same on a prerendered page: no job runs at build time, and a hydrating page has none yet.
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
