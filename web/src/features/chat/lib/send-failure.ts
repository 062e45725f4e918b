import { ApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";

/** Why a message did not go, in pt-BR, and whether sending it again may work. */
export function sendFailure(error: unknown): { error: string; retryable: boolean } {
  const retryable = !(error instanceof ApiError) || error.status === 429 || error.status >= 500;
  return { error: errorMessage(error), retryable };
}
