/** The profile's option values (spec part 2 §3), with the labels the form shows. */
export const OBJETIVOS = ["perda-peso", "ganho-massa", "manutencao", "saude-geral", "performance"] as const;
export type Objetivo = (typeof OBJETIVOS)[number];
export const OBJETIVO_LABELS: Record<Objetivo, string> = {
  "perda-peso": "Perda de Peso",
  "ganho-massa": "Ganho de Massa Muscular",
  manutencao: "Manutenção do Peso",
  "saude-geral": "Saúde Geral",
  performance: "Performance Esportiva",
};

export const SEXOS = ["masculino", "feminino"] as const;
export type Sexo = (typeof SEXOS)[number];

export const NIVEIS_ATIVIDADE = ["sedentario", "leve", "moderado", "intenso", "muito-intenso"] as const;
export type NivelAtividade = (typeof NIVEIS_ATIVIDADE)[number];
export const NIVEL_ATIVIDADE_LABELS: Record<NivelAtividade, string> = {
  sedentario: "Sedentário",
  leve: "Leve (1-3x/semana)",
  moderado: "Moderado (3-5x/semana)",
  intenso: "Intenso (6-7x/semana)",
  "muito-intenso": "Muito intenso",
};

export const ESTILOS_ALIMENTARES = [
  "tradicional",
  "vegetariano",
  "vegano",
  "low-carb",
  "cetogenico",
  "mediterraneo",
  "flexitariano",
] as const;
export type EstiloAlimentar = (typeof ESTILOS_ALIMENTARES)[number];

export const TEMPOS_COZINHAR = ["pouco", "moderado", "bastante", "muito"] as const;
export type TempoCozinhar = (typeof TEMPOS_COZINHAR)[number];
/** Longest cooking time per meal, in minutes; "muito" (over an hour) has no bound. */
export const TEMPO_COZINHAR_MAX_MINUTES: Record<TempoCozinhar, number | null> = {
  pouco: 15,
  moderado: 30,
  bastante: 60,
  muito: null,
};

export const ORCAMENTOS = ["economico", "moderado", "confortavel", "premium"] as const;
export type Orcamento = (typeof ORCAMENTOS)[number];
/** Weekly budget band in reais: [from, up to]; premium has no ceiling. */
export const ORCAMENTO_RANGES: Record<Orcamento, readonly [number, number | null]> = {
  economico: [0, 100],
  moderado: [100, 200],
  confortavel: [200, 400],
  premium: [400, null],
};

/**
 * Dietary restrictions, by the ids the healthy-recipe request uses (spec part 2 §3), so a profile's
 * restrictions and a healthy recipe's chips mean the same thing.
 */
export const RESTRICOES = [
  "vegetarian",
  "vegan",
  "gluten-free",
  "lactose-free",
  "low-carb",
  "keto",
  "paleo",
  "dash",
] as const;
export type Restricao = (typeof RESTRICOES)[number];

export const REFEICOES_POR_DIA = [3, 4, 5, 6] as const;
export const DEFAULT_REFEICOES_POR_DIA = 5;
export const DEFAULT_PROFILE_NAME = "Perfil Principal";

/** Bounds the spec leaves open (it shows none); the api and the form enforce the same ones. */
export const PROFILE_BOUNDS = {
  idade: { min: 18, max: 100 },
  altura: { min: 120, max: 230 },
  peso: { min: 30, max: 300 },
} as const;
