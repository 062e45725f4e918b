import type { JobFailure, JobProgress, ProgressStage } from "@chefzap/shared";
import { connectSocket, type ChefSocket } from "@/lib/socket";
import { stepIndex } from "./stages";

export interface JobState {
  /** The last stage the server reported, or null before the first event. */
  stage: ProgressStage | null;
  recipeId?: string;
  failure?: JobFailure;
}

export const IDLE_JOB: JobState = { stage: null };

interface Entry {
  state: JobState;
  listeners: Set<() => void>;
  refs: number;
}

const jobs = new Map<string, Entry>();
let listeningOn: ChefSocket | null = null;

function update(jobId: string, next: (state: JobState) => JobState): void {
  const entry = jobs.get(jobId);
  if (!entry) return;
  entry.state = next(entry.state);
  entry.listeners.forEach((notify) => notify());
}

// Stages only move forward, so a late or repeated event cannot send the screen back a step.
function onProgress({ jobId, stage, recipeId }: JobProgress): void {
  update(jobId, (state) =>
    stepIndex(stage) <= stepIndex(state.stage)
      ? state
      : { ...state, stage, recipeId: recipeId ?? state.recipeId },
  );
}

function onFailed(failure: JobFailure): void {
  update(failure.jobId, (state) => ({ ...state, failure }));
}

/** One pair of listeners per socket serves every followed job; events of other jobs are ignored. */
function listen(): void {
  void connectSocket().then((socket) => {
    if (listeningOn === socket) return;
    listeningOn = socket;
    socket.on("job:progress", onProgress);
    socket.on("job:failed", onFailed);
  });
}

/**
 * Starts recording one job's events (call it before posting the job, or its first stage may be
 * missed) and returns the release; the record lives while anyone follows the job.
 */
export function followJob(jobId: string, onChange?: () => void): () => void {
  let entry = jobs.get(jobId);
  if (!entry) {
    entry = { state: IDLE_JOB, listeners: new Set(), refs: 0 };
    jobs.set(jobId, entry);
  }
  const followed = entry;
  followed.refs += 1;
  if (onChange) followed.listeners.add(onChange);
  listen();
  return () => {
    if (onChange) followed.listeners.delete(onChange);
    followed.refs -= 1;
    if (followed.refs === 0) jobs.delete(jobId);
  };
}

export function jobState(jobId: string): JobState {
  return jobs.get(jobId)?.state ?? IDLE_JOB;
}
