import { SUPPORT_HOURS } from "@chefzap/shared";

/** "segunda a sexta, das 9h às 18h", to follow "Atendemos de" mid-sentence. */
export const LEGAL_HOURS = SUPPORT_HOURS.toLocaleLowerCase("pt-BR");
