import { isValidWhatsapp } from "@chefzap/shared";
import { z } from "zod";

// An empty VITE_ variable (e.g. left blank in a .env file) means "not configured", not "invalid".
const blankIsMissing = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsMissing, schema.optional());

const webEnvSchema = z.object({
  /** Support WhatsApp, a Brazilian number with area code; the channel is hidden without it. */
  VITE_SUPPORT_WHATSAPP: optional(
    z.string().trim().refine(isValidWhatsapp, "VITE_SUPPORT_WHATSAPP: use um número com DDD"),
  ),
  /** Support (and privacy) e-mail; hidden without it. */
  VITE_SUPPORT_EMAIL: optional(z.email("VITE_SUPPORT_EMAIL: e-mail inválido")),
  /** The official Instagram profile's address; hidden without it. */
  VITE_INSTAGRAM_URL: optional(z.url({ protocol: /^https$/, error: "VITE_INSTAGRAM_URL: endereço https" })),
});

export type WebEnv = z.infer<typeof webEnvSchema>;

/**
 * The build's settings (Vite inlines VITE_* at build time). Read when asked, not at import, so tests
 * can set them with vi.stubEnv; a wrong value fails loudly rather than showing a broken contact.
 */
export function webEnv(source: Record<string, unknown> = import.meta.env): WebEnv {
  return webEnvSchema.parse(source);
}
