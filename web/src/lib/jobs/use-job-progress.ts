import { useCallback, useSyncExternalStore } from "react";
import { followJob, IDLE_JOB, jobState, type JobState } from "./job-progress";

const noop = () => {};

/** The live stage of one generation job (Socket.IO "job:progress" / "job:failed" for that jobId). */
export function useJobProgress(jobId: string | null): JobState {
  const subscribe = useCallback((notify: () => void) => (jobId ? followJob(jobId, notify) : noop), [jobId]);
  return useSyncExternalStore(subscribe, () => (jobId ? jobState(jobId) : IDLE_JOB));
}
