import { z } from "zod";
import { EMAIL_MAX_LENGTH, NAME_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../constants.ts";
import { isValidWhatsapp, normalizeWhatsapp, WHATSAPP_MAX_LENGTH } from "../whatsapp.ts";
import { looksLikeEmail } from "../wizard.ts";

// Every `max` aborts: zod 4 runs the later checks after a failed one, so without it a 100 KB value still
// reached the pattern behind it.
const email = z
  .string({ error: "E-mail é obrigatório" })
  .trim()
  .toLowerCase()
  .min(1, "E-mail é obrigatório")
  .max(EMAIL_MAX_LENGTH, { error: "E-mail inválido", abort: true })
  .refine(looksLikeEmail, "E-mail inválido");

const password = z
  .string({ error: "Senha é obrigatória" })
  .min(1, "Senha é obrigatória")
  .min(PASSWORD_MIN_LENGTH, "Senha deve ter pelo menos 6 caracteres")
  .max(PASSWORD_MAX_LENGTH, { error: "Senha deve ter no máximo 128 caracteres", abort: true });

const WHATSAPP_MESSAGE = "Formato inválido. Use (11) 99999-9999";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { abort: true })
    .optional()
    .transform((v) => (v ? v : undefined));

/** Usernames are letters, digits, dot, hyphen and underscore: never an "@", so one field can hold either. */
const USERNAME_PATTERN = /^[a-zA-Z0-9._-]*$/;
const USERNAME_MAX_LENGTH = 40;

const LOGIN_NAME_REQUIRED = "Informe o e-mail ou o nome de usuário";
const LOGIN_NAME_INVALID = "E-mail ou nome de usuário inválido";

/** An e-mail or a username, compared without case (both are unique that way). */
const loginName = z
  .string({ error: LOGIN_NAME_REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, LOGIN_NAME_REQUIRED)
  .max(EMAIL_MAX_LENGTH, { error: LOGIN_NAME_INVALID, abort: true })
  .refine(
    (v) =>
      v.includes("@") ? looksLikeEmail(v) : v.length <= USERNAME_MAX_LENGTH && USERNAME_PATTERN.test(v),
    LOGIN_NAME_INVALID,
  );

/**
 * POST /api/login: `login` holds an e-mail or a username (the admin sign-in asks for either); `email`
 * is the field the spec's client sends, and takes the same values. The parsed body has `login` only.
 */
export const loginSchema = z
  .object({
    login: loginName.optional(),
    email: loginName.optional(),
    password: z
      .string({ error: "Senha é obrigatória" })
      .min(1, "Senha é obrigatória")
      .max(PASSWORD_MAX_LENGTH, { abort: true }),
  })
  .refine((v) => v.login !== undefined || v.email !== undefined, {
    message: LOGIN_NAME_REQUIRED,
    path: ["login"],
  })
  .transform(({ login, email, password }) => ({ login: (login ?? email)!, password }));
/** What a client sends. */
export type LoginInput = z.input<typeof loginSchema>;
/** What the api signs in with. */
export type LoginCredentials = z.output<typeof loginSchema>;

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
      .max(USERNAME_MAX_LENGTH, { error: "Nome de usuário deve ter no máximo 40 caracteres", abort: true })
      .regex(USERNAME_PATTERN, "Nome de usuário só pode ter letras, números, ponto, hífen e sublinhado")
      .optional()
      .transform((v) => (v ? v : undefined)),
    firstName: optionalText(60),
    lastName: optionalText(80),
    name: optionalText(140),
    whatsapp: z
      .string()
      .trim()
      .max(WHATSAPP_MAX_LENGTH, { error: WHATSAPP_MESSAGE, abort: true })
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || isValidWhatsapp(v), WHATSAPP_MESSAGE)
      .transform((v) => (v === undefined ? undefined : normalizeWhatsapp(v))),
    deviceFingerprint: optionalText(128),
    userAgent: optionalText(512),
  })
  .refine((v) => (v.firstName ?? v.name ?? "").trim().length >= NAME_MIN_LENGTH, {
    message: "Nome deve ter pelo menos 2 caracteres",
    path: ["firstName"],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

/** POST /api/auth/forgot-password. */
export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/**
 * The one answer to every accepted POST /api/auth/forgot-password, whether or not the account exists,
 * so the form cannot be used to find out who has one.
 */
export const FORGOT_PASSWORD_ANSWER =
  "Se houver uma conta com este e-mail, enviamos um link para redefinir a senha. Confira sua caixa de entrada e o spam.";

/** How long an e-mailed reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/**
 * POST /api/auth/reset-password: the token of the e-mailed link and the new password, under sign-up's
 * rules. A token of the wrong shape is answered like an expired one (reset_token_invalid), not here.
 */
export const resetPasswordSchema = z.object({
  token: z.string({ error: "O link de redefinição está incompleto." }).trim().max(200, { abort: true }),
  password,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** POST /api/auth/change-password, for a signed-in cook. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Informe a senha atual" })
      .min(1, "Informe a senha atual")
      .max(PASSWORD_MAX_LENGTH, { abort: true }),
    newPassword: password,
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: "A nova senha deve ser diferente da atual",
    path: ["newPassword"],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
