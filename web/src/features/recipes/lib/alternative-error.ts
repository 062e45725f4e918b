import { ApiError } from "@/lib/api-client";

export const PREMIUM_REQUIRED = "Assinatura Premium necessária para gerar versões alternativas.";

/**
 * Spec §8's words for a failed "Nova Versão": Premium for a 403, not found for a 404, otherwise a
 * retry hint. The api's stable code is checked before the status, as a 403 can also mean "not yours".
 */
export function alternativeErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === "premium_required") return PREMIUM_REQUIRED;
    if (error.status === 404) return "Receita não encontrada.";
    if (error.status === 403) return error.message;
  }
  return "Não foi possível gerar uma nova versão. Tente novamente.";
}
