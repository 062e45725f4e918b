import { ApiError } from "@/lib/api-client";

const OFFLINE_MESSAGE = "Não foi possível conectar. Verifique sua internet e tente novamente.";

/** The server's pt-BR message; a network failure has only the browser's English text, so it gets ours. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : OFFLINE_MESSAGE;
}
