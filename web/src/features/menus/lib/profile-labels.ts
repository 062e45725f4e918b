import {
  NIVEL_ATIVIDADE_LABELS,
  OBJETIVO_LABELS,
  RESTRICTION_LABELS,
  type EstiloAlimentar,
  type Orcamento,
  type Sexo,
  type TempoCozinhar,
} from "@chefzap/shared";

export { NIVEL_ATIVIDADE_LABELS, OBJETIVO_LABELS };

export const SEXO_LABELS: Record<Sexo, string> = { masculino: "Masculino", feminino: "Feminino" };

export const ESTILO_ALIMENTAR_LABELS: Record<EstiloAlimentar, string> = {
  tradicional: "Tradicional",
  vegetariano: "Vegetariano",
  vegano: "Vegano",
  "low-carb": "Low-carb",
  cetogenico: "Cetogênico",
  mediterraneo: "Mediterrâneo",
  flexitariano: "Flexitariano",
};

export const TEMPO_COZINHAR_LABELS: Record<TempoCozinhar, string> = {
  pouco: "Pouco (até 15 min por refeição)",
  moderado: "Moderado (15-30 min)",
  bastante: "Bastante (30-60 min)",
  muito: "Muito (mais de 1h)",
};

export const ORCAMENTO_LABELS: Record<Orcamento, string> = {
  economico: "Econômico (até R$ 100)",
  moderado: "Moderado (R$ 100-200)",
  confortavel: "Confortável (R$ 200-400)",
  premium: "Premium (acima de R$ 400)",
};

/** The restriction chips say the same as the healthy recipes' chips: one list in shared. */
export const RESTRICAO_LABELS = RESTRICTION_LABELS;

/** The six fields the profile tab edits (spec §3), with the labels the spec marks with "*". */
export const PROFILE_FIELD_LABELS = {
  objetivo: "Objetivo Principal",
  sexo: "Sexo",
  idade: "Idade",
  altura: "Altura (cm)",
  peso: "Peso (kg)",
  nivelAtividade: "Nível de Atividade Física",
} as const;
