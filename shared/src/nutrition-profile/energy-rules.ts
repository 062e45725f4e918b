import type { EstiloAlimentar, NivelAtividade, Objetivo, Sexo } from "./options.ts";

/** One step of the arithmetic, as the profile page prints it. */
export interface ExplanationLine {
  step: "bmr" | "tdee" | "calories" | "protein" | "fat" | "carbs";
  label: string;
  text: string;
}

/** What the energy target needs; every field comes from the nutritional profile. */
export interface EnergyInput {
  sexo: Sexo;
  /** Years. */
  idade: number;
  /** Centimetres. */
  altura: number;
  /** Kilograms. */
  peso: number;
  nivelAtividade: NivelAtividade;
  objetivo: Objetivo;
  estiloAlimentar?: EstiloAlimentar | null;
}

export interface MacroTarget {
  grams: number;
  kcal: number;
  /** Share of the day's energy target, in whole percent. */
  percent: number;
}

export interface EnergyTargets {
  /** Resting energy by Mifflin–St Jeor, kcal/day. */
  bmr: number;
  activityFactor: number;
  /** Total energy expenditure: bmr × activityFactor, kcal/day. */
  tdee: number;
  /** The day's energy target after the objective's adjustment, kcal/day. */
  calories: number;
  protein: MacroTarget & { gramsPerKg: number };
  fat: MacroTarget;
  carbs: MacroTarget;
  /** The same arithmetic in pt-BR, one line per step, for the page to print. */
  explanation: ExplanationLine[];
}

/**
 * Activity multipliers as commonly paired with Mifflin–St Jeor (Medscape's Mifflin–St Jeor calculator;
 * McArdle, Katch & Katch, Exercise Physiology): sedentary 1.2, light 1.375, moderate 1.55, very active
 * 1.725, extra active 1.9 — matched to the spec's nivelAtividade in order.
 */
export const ACTIVITY_FACTORS: Record<NivelAtividade, number> = {
  sedentario: 1.2,
  leve: 1.375,
  moderado: 1.55,
  intenso: 1.725,
  "muito-intenso": 1.9,
};

/**
 * Weight loss: a 500 kcal/day deficit, never below 1,200 kcal/day for women or 1,500 for men — the
 * 2013 AHA/ACC/TOS obesity guideline (Jensen et al., Circulation 2014;129:S102) prescribes a deficit of
 * 500–750 kcal/day or 1,200–1,500 (women) / 1,500–1,800 (men) kcal/day; we take the gentler ends.
 * Muscle gain: +10% over expenditure, the low end of the 10–20% surplus in Iraki et al., "Nutrition
 * recommendations for bodybuilders in the off-season", Sports 2019;7:154. Other objectives: expenditure.
 */
export const WEIGHT_LOSS_DEFICIT = 500;
export const WEIGHT_LOSS_FLOOR: Record<Sexo, number> = { feminino: 1200, masculino: 1500 };
export const MUSCLE_GAIN_SURPLUS = 0.1;

/**
 * Protein per kg of body weight: the adult RDA of 0.8 g/kg (IOM Dietary Reference Intakes, 2005) for
 * maintenance and general health; 1.4–2.0 g/kg for people who train (ISSN position stand, Jäger et al.,
 * JISSN 2017;14:20): 1.4 for performance, 1.6 while losing weight (the plateau found by Morton et al.,
 * Br J Sports Med 2018;52:376) and 2.0 to gain muscle. Kept inside the AMDR of 10–35% of energy.
 */
export const PROTEIN_G_PER_KG: Record<Objetivo, number> = {
  "perda-peso": 1.6,
  "ganho-massa": 2.0,
  manutencao: 0.8,
  "saude-geral": 0.8,
  performance: 1.4,
};
export const PROTEIN_ENERGY_BAND = { min: 0.1, max: 0.35 } as const;

/**
 * Fat as a share of energy: 30% (WHO's ceiling for total fat, inside the IOM AMDR of 20–35%); 25% for
 * muscle gain and performance, leaving more to carbohydrate (ACSM/AND/DC position, Thomas et al., Med Sci
 * Sports Exerc 2016;48:543: 20–35%). Carbohydrate takes the rest, except in the carbohydrate-restricted
 * styles, capped as Feinman et al. (Nutrition 2015;31:1) define them: low-carb under 26% of energy,
 * ketogenic 20–50 g/day (at most 10% of energy); fat then takes the rest.
 */
export const FAT_ENERGY_SHARE: Record<Objetivo, number> = {
  "perda-peso": 0.3,
  "ganho-massa": 0.25,
  manutencao: 0.3,
  "saude-geral": 0.3,
  performance: 0.25,
};
export const LOW_CARB_ENERGY_SHARE = 0.26;
export const KETO_ENERGY_SHARE = 0.1;
export const KETO_MAX_CARBS_G = 50;

/** Atwater factors, kcal per gram. */
export const KCAL_PER_G = { protein: 4, fat: 9, carbs: 4 } as const;
