import { explainTargets } from "./energy-explanation.ts";
import {
  ACTIVITY_FACTORS,
  FAT_ENERGY_SHARE,
  KCAL_PER_G,
  KETO_ENERGY_SHARE,
  KETO_MAX_CARBS_G,
  LOW_CARB_ENERGY_SHARE,
  MUSCLE_GAIN_SURPLUS,
  PROTEIN_ENERGY_BAND,
  PROTEIN_G_PER_KG,
  WEIGHT_LOSS_DEFICIT,
  WEIGHT_LOSS_FLOOR,
  type EnergyInput,
  type EnergyTargets,
  type MacroTarget,
} from "./energy-rules.ts";
import type { EstiloAlimentar, Objetivo, Sexo } from "./options.ts";

/** Mifflin et al., Am J Clin Nutr 1990;51:241, the sex-specific form the authors give, unrounded. */
export function mifflinStJeor(input: Pick<EnergyInput, "sexo" | "idade" | "altura" | "peso">): number {
  const base = 10 * input.peso + 6.25 * input.altura - 5 * input.idade;
  return input.sexo === "masculino" ? base + 5 : base - 161;
}

/** The day's target from the objective; each step rounds, so the printed arithmetic adds up. */
export function dailyCalories(tdee: number, objetivo: Objetivo, sexo: Sexo): number {
  if (objetivo === "perda-peso")
    return Math.min(tdee, Math.max(tdee - WEIGHT_LOSS_DEFICIT, WEIGHT_LOSS_FLOOR[sexo]));
  if (objetivo === "ganho-massa") return Math.round(tdee * (1 + MUSCLE_GAIN_SURPLUS));
  return tdee;
}

function proteinGrams(input: EnergyInput, calories: number): number {
  const byWeight = Math.round(PROTEIN_G_PER_KG[input.objetivo] * input.peso);
  const min = Math.ceil((calories * PROTEIN_ENERGY_BAND.min) / KCAL_PER_G.protein);
  const max = Math.floor((calories * PROTEIN_ENERGY_BAND.max) / KCAL_PER_G.protein);
  return Math.min(max, Math.max(min, byWeight));
}

/** Carbohydrate ceiling of the restricted styles, in grams; undefined for the others. */
export function carbCap(estilo: EstiloAlimentar | null | undefined, calories: number): number | undefined {
  if (estilo === "low-carb") return Math.round((calories * LOW_CARB_ENERGY_SHARE) / KCAL_PER_G.carbs);
  if (estilo === "cetogenico")
    return Math.min(KETO_MAX_CARBS_G, Math.round((calories * KETO_ENERGY_SHARE) / KCAL_PER_G.carbs));
  return undefined;
}

function macro(grams: number, perGram: number, calories: number): MacroTarget {
  const kcal = grams * perGram;
  return { grams, kcal, percent: Math.round((kcal / calories) * 100) };
}

/** Energy and macro targets of a complete profile, with the arithmetic spelled out. */
export function energyTargets(input: EnergyInput): EnergyTargets {
  const bmr = Math.round(mifflinStJeor(input));
  const activityFactor = ACTIVITY_FACTORS[input.nivelAtividade];
  const tdee = Math.round(bmr * activityFactor);
  const calories = dailyCalories(tdee, input.objetivo, input.sexo);
  const proteinG = proteinGrams(input, calories);
  const afterProtein = calories - proteinG * KCAL_PER_G.protein;
  const cap = carbCap(input.estiloAlimentar, calories);
  let fatG = Math.round((calories * FAT_ENERGY_SHARE[input.objetivo]) / KCAL_PER_G.fat);
  let carbsG = Math.max(0, Math.round((afterProtein - fatG * KCAL_PER_G.fat) / KCAL_PER_G.carbs));
  const capped = cap !== undefined && carbsG > cap;
  if (capped) {
    carbsG = cap;
    fatG = Math.round((afterProtein - carbsG * KCAL_PER_G.carbs) / KCAL_PER_G.fat);
  }
  const targets = {
    bmr,
    activityFactor,
    tdee,
    calories,
    protein: {
      ...macro(proteinG, KCAL_PER_G.protein, calories),
      gramsPerKg: PROTEIN_G_PER_KG[input.objetivo],
    },
    fat: macro(fatG, KCAL_PER_G.fat, calories),
    carbs: macro(carbsG, KCAL_PER_G.carbs, calories),
  };
  return { ...targets, explanation: explainTargets(input, targets, capped) };
}
