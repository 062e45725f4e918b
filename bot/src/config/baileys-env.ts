import { z } from "zod";

/** "+55 11 91234-5678" → "5511912345678"; empty means unset. */
const phoneNumber = () =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/[\s()+-]/g, "") || undefined : value),
    z
      .string()
      .regex(/^\d{10,15}$/, "expected the number with country code, e.g. 5511912345678")
      .optional(),
  );

/**
 * Baileys' variables, checked by env.ts with the rest. The bot's number is needed before linking: it
 * names the account the api keeps the keys under. Which variable holds it says how to link.
 */
export const baileysEnvShape = {
  /** The number the bot runs as, linked by scanning the QR code it prints. */
  BAILEYS_PHONE_NUMBER: phoneNumber(),
  /** The number the bot runs as, linked by a pairing code typed on the phone instead. */
  BAILEYS_PAIRING_NUMBER: phoneNumber(),
};

export function requireBaileysEnv(
  env: { WHATSAPP_PROVIDER: string; BAILEYS_PHONE_NUMBER?: string; BAILEYS_PAIRING_NUMBER?: string },
  ctx: z.RefinementCtx,
): void {
  if (env.WHATSAPP_PROVIDER !== "baileys") return;
  const { BAILEYS_PHONE_NUMBER: phone, BAILEYS_PAIRING_NUMBER: pairing } = env;
  if (phone === undefined && pairing === undefined)
    ctx.addIssue({
      code: "custom",
      path: ["BAILEYS_PHONE_NUMBER"],
      message: "required when WHATSAPP_PROVIDER=baileys (or BAILEYS_PAIRING_NUMBER to link by code)",
    });
  if (phone !== undefined && pairing !== undefined && phone !== pairing)
    ctx.addIssue({
      code: "custom",
      path: ["BAILEYS_PAIRING_NUMBER"],
      message: "differs from BAILEYS_PHONE_NUMBER: the phone that links is the number the bot runs as",
    });
}
