import { ApiError } from "@/lib/api-client";

const byStatus: Record<number, string> = {
  401: "Chave da API inválida. Entre em contato com o suporte.",
  429: "Muitas requisições. Aguarde alguns minutos e tente novamente.",
  400: "Formato de imagem inválido. Tente com uma foto diferente.",
};
const fallback = "Não foi possível analisar a imagem. Tente novamente.";

/** 503 scanner_unavailable: no vision model configured; the dialog offers typing instead. */
export function isScannerUnavailable(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === "scanner_unavailable";
}

/**
 * Spec §8 prefers the server's words; ours always come as {error, message}, so a message is trusted
 * only with a code beside it (otherwise it may be raw JSON or a status text) and the status decides.
 */
export function scanErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return fallback;
  const message = error.message.trim();
  if (error.code && message && !message.startsWith("{")) return message;
  return byStatus[error.status] ?? fallback;
}
