import { randomUuid } from "@/lib/uuid";
import { followJob } from "./job-progress";
import { socketReady } from "@/lib/socket";

// Long enough for a fresh socket's handshake; a socket that cannot connect only costs the live steps.
const SOCKET_WAIT_MS = 2000;

/**
 * Runs one AI job (generate, modify, new version): names it, follows its events and waits for the
 * socket to be in the user's room BEFORE posting, since the server emits the first stage at once.
 * `onJob` learns the id early so the UI can show the stages while the request runs.
 */
export async function runJob<T>(
  post: (jobId: string) => Promise<T>,
  onJob?: (jobId: string) => void,
): Promise<T> {
  const jobId = randomUuid();
  const release = followJob(jobId);
  onJob?.(jobId);
  try {
    await socketReady(SOCKET_WAIT_MS);
    return await post(jobId);
  } finally {
    release();
  }
}
