// The nutritional profile as the api answers it, and its limits, without zod: the menus pages read
// these (schemas/nutrition-profile.ts checks a saved profile against them).
import type { EnergyTargets } from "./energy-rules.ts";
import type {
  EstiloAlimentar,
  NivelAtividade,
  Objetivo,
  Orcamento,
  Restricao,
  Sexo,
  TempoCozinhar,
} from "./options.ts";

export const PROFILE_NAME_MAX = 60;
export const ITENS_EM_CASA_MAX = 1000;
/** More than the catalogue holds, so a full list always fits; refused before any id is looked at. */
export const PROFILE_MAX_FOODS = 600;

/** "frango, arroz , ,ovo" (the spec's client) or a list → ids, trimmed, blanks dropped, each once. */
export function splitFoodIds(value: string | readonly string[]): string[] {
  const parts = typeof value === "string" ? value.split(",") : value;
  return [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
}

/** The fields the energy target needs, in the form's order (step 1 of the wizard). */
export const PROFILE_TARGET_FIELDS = [
  "objetivo",
  "sexo",
  "idade",
  "altura",
  "peso",
  "nivelAtividade",
] as const;
export type ProfileTargetField = (typeof PROFILE_TARGET_FIELDS)[number];

/** GET and POST /api/nutritional-profile: the profile as saved, with the targets computed from it. */
export interface NutritionalProfile {
  profileName: string;
  objetivo: Objetivo | null;
  sexo: Sexo | null;
  idade: number | null;
  altura: number | null;
  peso: number | null;
  nivelAtividade: NivelAtividade | null;
  estiloAlimentar: EstiloAlimentar | null;
  /** Food ids joined by ", ", as the spec's client splits them. */
  alimentosQueGosta: string;
  alimentosQueNaoGosta: string;
  restricoes: Restricao[];
  tempoCozinhar: TempoCozinhar | null;
  orcamento: Orcamento | null;
  itensEmCasa: string;
  refeicoesPorDia: number;
  /** The allergen ids the user declared: the same list as GET/PUT /api/me/allergies. */
  allergies: string[];
  updatedAt: string;
  /** Null until every field of PROFILE_TARGET_FIELDS is filled; `missing` names the rest. */
  targets: EnergyTargets | null;
  missing: ProfileTargetField[];
}
