import type { NutritionalProfile } from "@chefzap/shared";
import { capitalize, formatDecimal } from "./format";
import {
  ESTILO_ALIMENTAR_LABELS,
  NIVEL_ATIVIDADE_LABELS,
  OBJETIVO_LABELS,
  ORCAMENTO_LABELS,
  PROFILE_FIELD_LABELS as LABELS,
  RESTRICAO_LABELS,
  SEXO_LABELS,
  TEMPO_COZINHAR_LABELS,
} from "./profile-labels";

export interface ProfileFact {
  label: string;
  /** Null when the cook has not filled it in. */
  value: string | null;
  wide?: boolean;
}

const label = <K extends string>(labels: Record<K, string>, value: K | null | undefined) =>
  value ? labels[value] : null;
const measure = (value: number | null | undefined, unit: string) =>
  value == null ? null : `${formatDecimal(value)} ${unit}`;

/**
 * The six edited fields always (blank ones say so); the wizard's other answers only once given, since
 * the tab cannot change them (spec §3).
 */
export function profileFacts(p: NutritionalProfile | null): ProfileFact[] {
  const always: ProfileFact[] = [
    { label: LABELS.objetivo, value: label(OBJETIVO_LABELS, p?.objetivo), wide: true },
    { label: LABELS.sexo, value: label(SEXO_LABELS, p?.sexo) },
    { label: "Idade", value: measure(p?.idade, "anos") },
    { label: "Altura", value: measure(p?.altura, "cm") },
    { label: "Peso", value: measure(p?.peso, "kg") },
    { label: LABELS.nivelAtividade, value: label(NIVEL_ATIVIDADE_LABELS, p?.nivelAtividade), wide: true },
  ];
  if (!p) return always;
  const restricoes = p.restricoes.map((r) => RESTRICAO_LABELS[r]).join(", ");
  const optional: ProfileFact[] = [
    { label: "Estilo alimentar", value: label(ESTILO_ALIMENTAR_LABELS, p.estiloAlimentar) },
    { label: "Tempo para cozinhar", value: label(TEMPO_COZINHAR_LABELS, p.tempoCozinhar) },
    { label: "Orçamento semanal", value: label(ORCAMENTO_LABELS, p.orcamento) },
    { label: "Refeições por dia", value: String(p.refeicoesPorDia) },
    { label: "Restrições", value: restricoes || null, wide: true },
    { label: "Itens em casa", value: p.itensEmCasa ? capitalize(p.itensEmCasa) : null, wide: true },
  ];
  return [...always, ...optional.filter((fact) => fact.value)];
}
