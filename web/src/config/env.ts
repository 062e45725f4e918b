import { isValidWhatsapp } from "@chefzap/shared";

/** The build's settings a page reads; each absent when not configured. */
export interface WebEnv {
  /** Support WhatsApp, a Brazilian number with area code; the channel is hidden without it. */
  VITE_SUPPORT_WHATSAPP?: string;
  /** Support (and privacy) e-mail; hidden without it. */
  VITE_SUPPORT_EMAIL?: string;
  /** The official Instagram profile's address; hidden without it. */
  VITE_INSTAGRAM_URL?: string;
}

// zod's z.email() rule, written out: the footer reads these settings on every page, and checking three
// strings is not worth shipping a schema library with the landing.
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

interface Check {
  valid: (value: string) => boolean;
  message: string;
  /** Whether surrounding spaces are dropped (a typed number) rather than an error (an address). */
  trim?: boolean;
}

const CHECKS: Record<keyof WebEnv, Check> = {
  VITE_SUPPORT_WHATSAPP: {
    valid: isValidWhatsapp,
    message: "VITE_SUPPORT_WHATSAPP: use um número com DDD",
    trim: true,
  },
  VITE_SUPPORT_EMAIL: { valid: (value) => EMAIL.test(value), message: "VITE_SUPPORT_EMAIL: e-mail inválido" },
  VITE_INSTAGRAM_URL: { valid: isHttpsUrl, message: "VITE_INSTAGRAM_URL: endereço https" },
};

/**
 * The build's settings (Vite inlines VITE_* at build time). Read when asked, not at import, so tests
 * can set them with vi.stubEnv; a wrong value fails loudly rather than showing a broken contact. An
 * empty variable (e.g. left blank in a .env file) means "not configured", not "invalid".
 */
export function webEnv(source: Record<string, unknown> = import.meta.env): WebEnv {
  const env: WebEnv = {};
  for (const [name, { valid, message, trim }] of Object.entries(CHECKS) as [keyof WebEnv, Check][]) {
    const raw = source[name];
    if (raw === undefined) continue;
    if (typeof raw !== "string") throw new Error(message);
    if (raw.trim() === "") continue;
    const value = trim ? raw.trim() : raw;
    if (!valid(value)) throw new Error(message);
    env[name] = value;
  }
  return env;
}
