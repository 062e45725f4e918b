import { z } from "zod";
import { NAME_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../constants.ts";
import { isValidWhatsapp, normalizeWhatsapp } from "../whatsapp.ts";
import { looksLikeEmail } from "../wizard.ts";

const email = z
  .string({ error: "E-mail é obrigatório" })
  .trim()
  .toLowerCase()
  .min(1, "E-mail é obrigatório")
  .max(254, "E-mail inválido")
  .refine(looksLikeEmail, "E-mail inválido");

const password = z
  .string({ error: "Senha é obrigatória" })
  .min(1, "Senha é obrigatória")
  .min(PASSWORD_MIN_LENGTH, "Senha deve ter pelo menos 6 caracteres")
  .max(PASSWORD_MAX_LENGTH, "Senha deve ter no máximo 128 caracteres");

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** POST /api/login. */
export const loginSchema = z.object({
  email,
  password: z.string({ error: "Senha é obrigatória" }).min(1, "Senha é obrigatória").max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * POST /api/register. The wizard sends name + whatsapp; the /auth tab sends firstName + lastName and
 * maybe a username. Either a first name or a full name is needed.
 */
export const registerSchema = z
  .object({
    email,
    password,
    username: z
      .string()
      .trim()
      .max(40, "Nome de usuário deve ter no máximo 40 caracteres")
      .regex(/^[a-zA-Z0-9._-]*$/, "Nome de usuário só pode ter letras, números, ponto, hífen e sublinhado")
      .optional()
      .transform((v) => (v ? v : undefined)),
    firstName: optionalText(60),
    lastName: optionalText(80),
    name: optionalText(140),
    whatsapp: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || isValidWhatsapp(v), "Formato inválido. Use (11) 99999-9999")
      .transform((v) => (v === undefined ? undefined : normalizeWhatsapp(v))),
    deviceFingerprint: optionalText(128),
    userAgent: optionalText(512),
  })
  .refine((v) => (v.firstName ?? v.name ?? "").trim().length >= NAME_MIN_LENGTH, {
    message: "Nome deve ter pelo menos 2 caracteres",
    path: ["firstName"],
  });
export type RegisterInput = z.infer<typeof registerSchema>;
