import {
  DEFAULT_PROFILE_NAME,
  DEFAULT_REFEICOES_POR_DIA,
  profileTargets,
  type NutritionalProfile,
  type NutritionProfileBody,
} from "@chefzap/shared";
import type { NutritionProfileRow } from "../../db/schema/index.ts";
import type { ProfileValues, StoredProfile } from "./nutrition-profile.repository.ts";

/** The spec's field names (the client's) and the columns that hold them. */
export const COLUMN_OF = {
  profileName: "profileName",
  objetivo: "goal",
  sexo: "sex",
  idade: "age",
  altura: "heightCm",
  peso: "weightKg",
  nivelAtividade: "activityLevel",
  estiloAlimentar: "eatingStyle",
  alimentosQueGosta: "likedFoods",
  alimentosQueNaoGosta: "dislikedFoods",
  restricoes: "restrictions",
  tempoCozinhar: "cookingTime",
  orcamento: "budget",
  itensEmCasa: "itemsAtHome",
  refeicoesPorDia: "mealsPerDay",
} as const satisfies Record<Exclude<keyof NutritionProfileBody, "allergies">, keyof ProfileValues>;

/** A profile nobody has saved yet: what a first save starts from. */
export const EMPTY_VALUES: Required<ProfileValues> = {
  profileName: DEFAULT_PROFILE_NAME,
  goal: null,
  sex: null,
  age: null,
  heightCm: null,
  weightKg: null,
  activityLevel: null,
  eatingStyle: null,
  likedFoods: [],
  dislikedFoods: [],
  restrictions: [],
  cookingTime: null,
  budget: null,
  itemsAtHome: "",
  mealsPerDay: DEFAULT_REFEICOES_POR_DIA,
};

export function valuesOf(row: NutritionProfileRow | null): Required<ProfileValues> {
  if (!row) return { ...EMPTY_VALUES };
  const { userId: _user, createdAt: _created, updatedAt: _updated, ...values } = row;
  return values;
}

type Fields = Omit<NutritionalProfile, "allergies" | "updatedAt" | "targets" | "missing">;

/** The answer of GET and POST: the spec's field names, food ids joined as its client splits them. */
export function toProfile({
  row,
  allergies,
}: StoredProfile & { row: NutritionProfileRow }): NutritionalProfile {
  // The checks on the table hold these columns to the option values.
  const fields = {
    profileName: row.profileName,
    objetivo: row.goal,
    sexo: row.sex,
    idade: row.age,
    altura: row.heightCm,
    peso: row.weightKg,
    nivelAtividade: row.activityLevel,
    estiloAlimentar: row.eatingStyle,
    alimentosQueGosta: row.likedFoods.join(", "),
    alimentosQueNaoGosta: row.dislikedFoods.join(", "),
    restricoes: row.restrictions,
    tempoCozinhar: row.cookingTime,
    orcamento: row.budget,
    itensEmCasa: row.itemsAtHome,
    refeicoesPorDia: row.mealsPerDay,
  } as Fields;
  return { ...fields, allergies, updatedAt: row.updatedAt.toISOString(), ...profileTargets(fields) };
}
