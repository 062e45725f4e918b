import { z } from "zod";
import {
  ESTILOS_ALIMENTARES,
  NIVEIS_ATIVIDADE,
  OBJETIVOS,
  ORCAMENTOS,
  PROFILE_BOUNDS,
  REFEICOES_POR_DIA,
  RESTRICOES,
  SEXOS,
  TEMPOS_COZINHAR,
} from "../nutrition-profile/options.ts";
import {
  ITENS_EM_CASA_MAX,
  PROFILE_MAX_FOODS,
  PROFILE_NAME_MAX,
  splitFoodIds,
} from "../nutrition-profile/profile.ts";

const isBlank = (v: unknown) => v === null || v === "";

/** One of `values`; "" or null clears the field (the spec's form sends "" for an unset select). */
function choice<T extends string>(values: readonly T[], message: string) {
  return z
    .custom<T | "" | null>((v) => isBlank(v) || values.includes(v as T), { message })
    .transform((v): T | null => (v === "" ? null : v));
}

/** A number typed in a form ("70,5" or 70.5) within bounds; "" or null clears it. */
function measure(bounds: { min: number; max: number }, message: string, integer = false) {
  const read = (v: unknown): number | null | undefined => {
    if (isBlank(v)) return null;
    const n =
      typeof v === "number"
        ? v
        : typeof v === "string" && v.length <= 12
          ? Number(v.trim().replace(",", "."))
          : NaN;
    if (!Number.isFinite(n) || n < bounds.min || n > bounds.max || (integer && !Number.isInteger(n)))
      return undefined;
    return Math.round(n * 10) / 10;
  };
  return z
    .custom<number | string | null>((v) => read(v) !== undefined, { message })
    .transform((v) => read(v)!);
}

function text(max: number, message: string) {
  return z
    .custom<string | null>((v) => v === null || (typeof v === "string" && v.length <= max), { message })
    .transform((v) => v?.trim() ?? "");
}

const idsTypeMessage = "Envie uma lista de ids ou um texto com os ids separados por vírgulas.";

/** Ids as the spec's client joins them ("a, b") or as a list; each must be known. */
function idList(max: number, unknownMessage: string, tooMany: string, isKnown: (id: string) => boolean) {
  return z
    .custom<string | string[] | null>(
      (v) =>
        v === null ||
        typeof v === "string" ||
        (Array.isArray(v) && v.every((item) => typeof item === "string")),
      { message: idsTypeMessage },
    )
    .refine((v) => (typeof v === "string" ? v.length <= max * 40 : (v?.length ?? 0) <= max), tooMany)
    .transform((v) => (v === null ? [] : splitFoodIds(v)))
    .refine((ids) => ids.length <= max, tooMany)
    .superRefine((ids, ctx) => {
      const unknown = ids.find((id) => !isKnown(id));
      if (unknown !== undefined)
        ctx.addIssue({ code: "custom", message: `${unknownMessage}: ${unknown.slice(0, 40)}.` });
    });
}

export interface NutritionProfileSchemaOptions {
  /** The catalogue's food ids; the api passes its own, the web may leave the check to the api. */
  isFood?: (id: string) => boolean;
  /** The allergen ids the api knows (its ANVISA table). */
  allergenIds?: readonly string[];
}

const { idade, altura, peso } = PROFILE_BOUNDS;
const foodsMessage = `Escolha no máximo ${PROFILE_MAX_FOODS} alimentos em cada lista.`;

/**
 * POST /api/nutritional-profile (spec part 2 §3 and §7). Every field is optional: one left out keeps
 * what was saved, "" or null clears it, so the preferences tab can save the two food lists alone.
 * Unknown fields (the spec's client sends userId) are ignored: the profile is always the session's.
 */
export function nutritionProfileBodySchema(options: NutritionProfileSchemaOptions = {}) {
  const isFood = options.isFood ?? (() => true);
  const allergens = options.allergenIds;
  return z.object({
    profileName: text(
      PROFILE_NAME_MAX,
      `O nome do perfil deve ter no máximo ${PROFILE_NAME_MAX} caracteres.`,
    ).optional(),
    objetivo: choice(OBJETIVOS, "Escolha um objetivo da lista.").optional(),
    sexo: choice(SEXOS, "Escolha o sexo: masculino ou feminino.").optional(),
    idade: measure(
      idade,
      `A idade deve ser um número inteiro entre ${idade.min} e ${idade.max} anos.`,
      true,
    ).optional(),
    altura: measure(altura, `A altura deve estar entre ${altura.min} e ${altura.max} cm.`).optional(),
    peso: measure(peso, `O peso deve estar entre ${peso.min} e ${peso.max} kg.`).optional(),
    nivelAtividade: choice(NIVEIS_ATIVIDADE, "Escolha um nível de atividade física da lista.").optional(),
    estiloAlimentar: choice(ESTILOS_ALIMENTARES, "Escolha um estilo alimentar da lista.").optional(),
    alimentosQueGosta: idList(PROFILE_MAX_FOODS, "Alimento desconhecido", foodsMessage, isFood).optional(),
    alimentosQueNaoGosta: idList(PROFILE_MAX_FOODS, "Alimento desconhecido", foodsMessage, isFood).optional(),
    restricoes: idList(
      RESTRICOES.length,
      "Restrição desconhecida",
      "Lista de restrições grande demais.",
      (id) => (RESTRICOES as readonly string[]).includes(id),
    ).optional(),
    tempoCozinhar: choice(TEMPOS_COZINHAR, "Escolha quanto tempo quer cozinhar da lista.").optional(),
    orcamento: choice(ORCAMENTOS, "Escolha um orçamento da lista.").optional(),
    itensEmCasa: text(
      ITENS_EM_CASA_MAX,
      `Os itens em casa devem ter no máximo ${ITENS_EM_CASA_MAX} caracteres.`,
    ).optional(),
    refeicoesPorDia: z
      // Only a number or a string is converted: Number() of an object calls its toString, which may throw.
      .custom<number | string | null>(
        (v) =>
          isBlank(v) ||
          ((typeof v === "number" || typeof v === "string") &&
            REFEICOES_POR_DIA.some((n) => n === Number(v))),
        { message: "Escolha de 3 a 6 refeições por dia." },
      )
      .transform((v) => (isBlank(v) ? null : Number(v)))
      .optional(),
    allergies: idList(
      allergens?.length ?? 30,
      "Alergênico desconhecido",
      "Lista de alergias grande demais.",
      (id) => (allergens ? allergens.includes(id) : true),
    ).optional(),
  });
}
export type NutritionProfileBody = z.output<ReturnType<typeof nutritionProfileBodySchema>>;
