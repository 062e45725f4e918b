import type { AllergenGroupId } from "@chefzap/shared";
import { seededRandom } from "@chefzap/shared";
import type { MacroBands, PlanInput, PlannerDiet } from "../types.ts";

const ACTIVITY = [1.2, 1.375, 1.55, 1.725, 1.9];
// perda-peso, ganho-massa, manutencao, saude-geral, performance.
const OBJECTIVE = [0.8, 1.15, 1, 1, 1.1];
const STYLES: PlannerDiet[][] = [[], [], ["vegetarian"], ["vegan"], ["low_carb"]];
const DISLIKABLE = [
  "berinjela",
  "beterraba",
  "chuchu",
  "quiabo",
  "merluza",
  "tofu",
  "lentilha",
  "couve",
  "abobrinha",
  "brocolis",
  "mamao",
  "carne_moida",
  "pepino",
  "frango",
];
const LIKABLE = [
  "frango",
  "ovo",
  "banana",
  "arroz",
  "feijao",
  "tapioca",
  "iogurte",
  "grao_de_bico",
  "batata_doce",
  "queijo_minas",
];
const ALLERGENS: AllergenGroupId[] = [
  "amendoim",
  "castanhas",
  "castanha_de_caju",
  "castanha_do_para",
  "nozes",
  "peixes",
  "soja",
  "ovos",
  "leite",
  "lactose",
  "gluten",
];

/** Mifflin–St Jeor (1990) resting energy, kcal/day. */
export function mifflinStJeor(sex: "m" | "f", kg: number, cm: number, age: number): number {
  return 10 * kg + 6.25 * cm - 5 * age + (sex === "m" ? 5 : -161);
}

/** Bands as shares of energy: the usual 15–30 % protein, 20–35 % fat, 40–60 % carbohydrate, or low-carb. */
export function macroBands(kcal: number, lowCarb: boolean): MacroBands {
  const share = (min: number, max: number, kcalPerG: number) => ({
    min: (kcal * min) / kcalPerG,
    max: (kcal * max) / kcalPerG,
  });
  return lowCarb
    ? { proteinG: share(0.2, 0.35, 4), carbohydrateG: share(0.1, 0.26, 4), fatG: share(0.3, 0.6, 9) }
    : { proteinG: share(0.15, 0.3, 4), carbohydrateG: share(0.4, 0.6, 4), fatG: share(0.2, 0.35, 9) };
}

/**
 * Random adults and their planner input: energy from Mifflin–St Jeor × activity × objective (floored at
 * 1,200 kcal for women and 1,500 for men, as diets below that are not planned without a professional).
 */
export function randomProfiles(count: number, seed: number): PlanInput[] {
  const random = seededRandom(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const some = <T>(list: readonly T[], most: number) =>
    [...list].sort(() => random() - 0.5).slice(0, int(0, most));
  return Array.from({ length: count }, (_, i) => {
    const sex = random() < 0.5 ? "m" : "f";
    const cm = int(sex === "m" ? 160 : 150, sex === "m" ? 195 : 180);
    const kg = Math.round(((18.5 + random() * 13.5) * cm * cm) / 10_000);
    const rest = mifflinStJeor(sex, kg, cm, int(18, 75));
    const energy = rest * ACTIVITY[int(0, 4)]! * OBJECTIVE[int(0, 4)]!;
    const energyKcal = Math.round(Math.max(sex === "m" ? 1500 : 1200, energy));
    const style = STYLES[int(0, STYLES.length - 1)]!;
    const diets: PlannerDiet[] = [...style, ...some(["gluten_free", "lactose_free"] as const, 1)];
    return {
      energyKcal,
      macros: macroBands(energyKcal, style.includes("low_carb")),
      mealsPerDay: int(3, 6),
      diets,
      dislikes: some(DISLIKABLE, 3),
      likes: some(LIKABLE, 3),
      allergens: some(ALLERGENS, 2),
      maxMinutes: [15, 30, 60, undefined][int(0, 3)],
      // The orcamento ceilings (economico, moderado, confortavel) and premium's none.
      budgetCentavos: [10_000, 20_000, 40_000, undefined][int(0, 3)],
      seed: seed + i,
    };
  });
}
