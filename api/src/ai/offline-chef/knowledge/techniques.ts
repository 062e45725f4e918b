/** Words that show an advanced technique in a step; the avançado version must use at least one. */
export const TECHNIQUE_WORDS: readonly string[] = [
  "sele",
  "selar",
  "deglaceie",
  "reduz",
  "emulsion",
  "branqueie",
  "marine",
  "marinar",
  "ponto",
  "banho-maria",
  "carameliz",
  "choque térmico",
  "em neve",
  "sue ",
  "confite",
  "gratine",
  "roux",
  "mantecatura",
  "macer",
];

/** Closing steps for an avançado recipe whose template has no technical step left after rendering. */
export const TECHNIQUE_FALLBACK = {
  savory: "Prove e ajuste o ponto do sal antes de servir.",
  sweet: "Confira o ponto antes de servir: a textura deve estar uniforme, sem grumos nem partes secas.",
  // Salt cannot be adjusted in a baked dish, so a baked one gets a rest instead of a tasting.
  baked: "Deixe descansar 5 minutos fora do forno antes de servir, para o ponto assentar.",
} as const;
