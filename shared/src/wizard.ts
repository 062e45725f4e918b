import { EMAIL_MAX_LENGTH, NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from "./constants.ts";
import { fold } from "./text/fold.ts";
import { isValidWhatsapp } from "./whatsapp.ts";

/** Values of the four-step sign-up wizard (spec part 1 §5). */
export interface WizardValues {
  name: string;
  email: string;
  whatsapp: string;
  password: string;
  confirmPassword: string;
}

export type WizardStep = 1 | 2 | 3 | 4;
export type WizardErrors = Partial<Record<keyof WizardValues, string>>;

/**
 * A plausible e-mail address (one "@", no spaces, a dot inside the domain); the server applies the
 * same rule. Written without a regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ backtracks quadratically, and a
 * 100 KB address held the api for seconds. The length bound comes first so nothing scans a long one.
 */
export function looksLikeEmail(value: string): boolean {
  const email = value.trim();
  if (email.length > EMAIL_MAX_LENGTH || /\s/.test(email)) return false;
  const at = email.indexOf("@");
  if (at < 1 || email.indexOf("@", at + 1) !== -1) return false;
  const domain = email.slice(at + 1);
  const dot = domain.indexOf(".", 1);
  return dot !== -1 && dot < domain.length - 1;
}

const stepRules: Record<WizardStep, (v: WizardValues) => WizardErrors> = {
  1: (v) => {
    const name = v.name.trim();
    if (!name) return { name: "Nome é obrigatório" };
    if (name.length < NAME_MIN_LENGTH) return { name: "Nome deve ter pelo menos 2 caracteres" };
    return {};
  },
  2: (v) => {
    if (!v.email.trim()) return { email: "E-mail é obrigatório" };
    if (!looksLikeEmail(v.email)) return { email: "E-mail inválido" };
    return {};
  },
  3: (v) => {
    if (!v.whatsapp.trim()) return { whatsapp: "WhatsApp é obrigatório" };
    if (!isValidWhatsapp(v.whatsapp)) return { whatsapp: "Formato inválido. Use (11) 99999-9999" };
    return {};
  },
  4: (v) => {
    const errors: WizardErrors = {};
    if (!v.password) errors.password = "Senha é obrigatória";
    else if (v.password.length < PASSWORD_MIN_LENGTH)
      errors.password = "Senha deve ter pelo menos 6 caracteres";
    if (!v.confirmPassword) errors.confirmPassword = "Confirmação de senha é obrigatória";
    else if (v.password !== v.confirmPassword) errors.confirmPassword = "Senhas não coincidem";
    return errors;
  },
};

/** Errors for one wizard step, with the spec's messages verbatim; empty when the step is valid. */
export function validateWizardStep(step: WizardStep, values: WizardValues): WizardErrors {
  return stepRules[step](values);
}

/** Splits a full name into first and last name the way the registration payload expects. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

/**
 * The wizard's username: the e-mail's local part (letters, digits, dot, underscore) plus a
 * 6-character suffix, so two people with the same local part still get distinct names.
 */
export function usernameFromEmail(email: string, random: () => number = Math.random): string {
  const local = fold(email.split("@")[0] ?? "")
    .replace(/[^a-z0-9._]/g, "")
    .slice(0, 24);
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  let suffix = "";
  for (let i = 0; i < 6; i++) suffix += alphabet[Math.floor(random() * alphabet.length)];
  return `${local || "chef"}_${suffix}`;
}
