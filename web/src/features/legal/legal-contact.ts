import { SUPPORT_EMAIL, SUPPORT_HOURS } from "@chefzap/shared";

// Privacy and legal requests go to the configured support inbox until a dedicated address exists;
// the support WhatsApp number is not offered here because it is not a real channel yet.
export const LEGAL_EMAIL = SUPPORT_EMAIL;

/** "segunda a sexta, das 9h às 18h", to follow "Atendemos de" mid-sentence. */
export const LEGAL_HOURS = SUPPORT_HOURS.toLocaleLowerCase("pt-BR");

/** A mailto link whose subject lets the inbox sort privacy requests from the rest. */
export function legalMailto(subject: string): string {
  return `mailto:${LEGAL_EMAIL}?subject=${encodeURIComponent(subject)}`;
}
