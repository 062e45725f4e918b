import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import { useState } from "react";
import { runJob } from "./run-job";
import { useJobProgress } from "./use-job-progress";

export type JobMutationOptions<TData, TInput> = Omit<UseMutationOptions<TData, Error, TInput>, "mutationFn">;

/**
 * A mutation for one AI job (generate, modify, new version) that also exposes the job's live stage
 * while it is pending; `post` receives the job id the client made up for it.
 */
export function useJobMutation<TData, TInput>(
  post: (input: TInput, jobId: string) => Promise<TData>,
  options: JobMutationOptions<TData, TInput> = {},
) {
  const [jobId, setJobId] = useState<string | null>(null);
  const progress = useJobProgress(jobId);
  const mutation = useMutation({
    ...options,
    mutationFn: (input: TInput) => runJob((id) => post(input, id), setJobId),
  });
  return { ...mutation, stage: mutation.isPending ? progress.stage : null };
}
