/** Generations a free account may make; the server enforces it and the web shows used/3. */
export const FREE_RECIPE_QUOTA = 3;

/** Premium price in centavos (R$ 9,90 per month). Money is always integer centavos. */
export const PREMIUM_PRICE_CENTS = 990;
export const CURRENCY = "BRL";

export const PASSWORD_MIN_LENGTH = 6;
/** Bounded so argon2 cannot be used to burn CPU with megabyte passwords. */
export const PASSWORD_MAX_LENGTH = 128;
/** The longest address SMTP can deliver to (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MIN_LENGTH = 2;
export const COMMENT_MAX_LENGTH = 500;

/** Default tip text the dashboard hides (spec part 1 §2). */
export const DEFAULT_TIP = "Aproveite sua receita!";

export const SUPPORT_HOURS = "Segunda a sexta, das 9h às 18h";

export type SkillLevel = "iniciante" | "intermediario" | "avancado";
export const SKILL_LEVELS: ReadonlyArray<{ id: SkillLevel; label: string; description: string }> = [
  { id: "iniciante", label: "Iniciante", description: "Receitas simples e rápidas" },
  { id: "intermediario", label: "Intermediário", description: "Técnicas moderadas" },
  { id: "avancado", label: "Avançado", description: "Receitas elaboradas" },
];
