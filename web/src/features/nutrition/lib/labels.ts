import type { Difficulty, Severity } from "../types";

/**
 * Spec §9: Baixo, Médio, Alto; the colour repeats the word, it never replaces it. The dark theme's
 * brighter red and orange tokens are too light behind or as small text, hence the darker shades there.
 */
export const SEVERITY: Record<Severity, { label: string; className: string }> = {
  low: { label: "Baixo", className: "bg-accent/25 text-accent-foreground dark:text-accent" },
  medium: { label: "Médio", className: "bg-primary/15 text-primary dark:text-orange-300" },
  high: { label: "Alto", className: "bg-destructive text-destructive-foreground dark:bg-red-700" },
};

export const DIFFICULTY: Record<Difficulty, string> = { easy: "Fácil", medium: "Médio", hard: "Difícil" };

/**
 * How sure the match of a line to a TACO food is. The cut-offs follow the api's matcher: exact or
 * alias matches score 0.8 or more, fuzzy ones fall below.
 */
export function confidenceLabel(confidence: number): { label: string; className: string } {
  if (confidence >= 0.8) return { label: "Alta", className: "text-success" };
  if (confidence >= 0.5) return { label: "Média", className: "text-foreground" };
  return { label: "Baixa", className: "text-destructive" };
}
