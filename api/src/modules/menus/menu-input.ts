import {
  ALLERGEN_GROUPS,
  TEMPO_COZINHAR_MAX_MINUTES,
  energyTargets,
  type AllergenGroupId,
  type EnergyInput,
  type EnergyTargets,
  type EstiloAlimentar,
  type NutritionalProfile,
  type Restricao,
} from "@chefzap/shared";
import { budgetCapCentavos } from "./menu-budget.ts";
import type { MacroBands, PlanInput, PlannerDiet } from "./planner/types.ts";

/** A profile whose six energy fields are filled (the service checks `targets` first). */
export type CompleteProfile = NutritionalProfile & EnergyInput & { targets: EnergyTargets };

const RESTRICTION_DIETS: Record<Restricao, readonly PlannerDiet[]> = {
  vegetarian: ["vegetarian"],
  vegan: ["vegan"],
  "gluten-free": ["gluten_free"],
  "lactose-free": ["lactose_free"],
  "low-carb": ["low_carb"],
  keto: ["low_carb"],
  // Paleo without grains or legumes is more than the catalogue's flags can say; what they can say is
  // applied (no gluten, no lactose) and the note tells the cook what is left to them.
  paleo: ["gluten_free", "lactose_free"],
  dash: [],
};

const STYLE_DIETS: Record<EstiloAlimentar, readonly PlannerDiet[]> = {
  tradicional: [],
  vegetariano: ["vegetarian"],
  vegano: ["vegan"],
  "low-carb": ["low_carb"],
  cetogenico: ["low_carb"],
  mediterraneo: [],
  flexitariano: [],
};

const NOTES = {
  paleo:
    "Paleo: aplicamos sem glúten e sem lactose; grãos e leguminosas ainda podem aparecer — marque-os em Não gosto se quiser evitá-los.",
  dash: "DASH: o planejador ainda não controla o sódio; prefira temperos naturais e pouco sal no preparo.",
  mediterraneo:
    "Estilo mediterrâneo: não há filtro próprio; o cardápio segue as metas de calorias e macronutrientes do seu perfil.",
  flexitariano:
    "Estilo flexitariano: não há filtro próprio; marque em Não gosto as carnes que quiser evitar.",
  keto: "Cetogênico: limitamos os carboidratos a no máximo 50 g por dia (até 10% das calorias); quando os pratos não permitem, o dia avisa.",
};

/** The carbohydrate-restricted style the targets follow: keto wins over low-carb, from the style or a chip. */
function carbStyle(profile: NutritionalProfile): EstiloAlimentar | null {
  const chips = profile.restricoes;
  if (profile.estiloAlimentar === "cetogenico" || chips.includes("keto")) return "cetogenico";
  if (profile.estiloAlimentar === "low-carb" || chips.includes("low-carb")) return "low-carb";
  return profile.estiloAlimentar;
}

/**
 * Bands around the profile's targets (one formula: the profile's own). Protein from 85 % of the target
 * to 50 % over it, never past the 35 % of energy the targets respect; fat and carbohydrate ±30 %. Tried
 * against ±20 % on 100 varied profiles: a third fewer days reported a macro out of its band, and what
 * stays reported is structural (ketogenic carbohydrate, vegan protein for muscle gain). A carbohydrate-
 * restricted style keeps its ceiling and has no floor.
 */
function bands(targets: EnergyTargets, restricted: boolean): MacroBands {
  const proteinCeiling = (targets.calories * 0.35) / 4;
  const protein = targets.protein.grams;
  const around = (grams: number, share: number) => ({ min: grams * (1 - share), max: grams * (1 + share) });
  return {
    proteinG: { min: protein * 0.85, max: Math.max(protein, Math.min(protein * 1.5, proteinCeiling)) },
    fatG: around(targets.fat.grams, 0.3),
    carbohydrateG: restricted ? { min: 0, max: targets.carbs.grams } : around(targets.carbs.grams, 0.3),
  };
}

/** The planner's input from a complete profile, with the pt-BR notes on what was applied and how. */
export function planInputOf(
  profile: CompleteProfile,
  seed: number,
): { input: PlanInput; targets: EnergyTargets; notes: string[] } {
  const style = carbStyle(profile);
  const targets = energyTargets({ ...profile, estiloAlimentar: style });
  const diets = new Set<PlannerDiet>([
    ...(profile.estiloAlimentar ? STYLE_DIETS[profile.estiloAlimentar] : []),
    ...profile.restricoes.flatMap((r) => RESTRICTION_DIETS[r]),
  ]);
  if (diets.has("vegan")) diets.delete("vegetarian");
  const split = (ids: string) =>
    ids
      .split(",")
      .map((id) => id.trim())
      .filter(Boolean);
  const maxMinutes = profile.tempoCozinhar ? TEMPO_COZINHAR_MAX_MINUTES[profile.tempoCozinhar] : null;
  const notes = [
    ...(style === "cetogenico" ? [NOTES.keto] : []),
    ...(profile.restricoes.includes("paleo") ? [NOTES.paleo] : []),
    ...(profile.restricoes.includes("dash") ? [NOTES.dash] : []),
    ...(profile.estiloAlimentar === "mediterraneo" ? [NOTES.mediterraneo] : []),
    ...(profile.estiloAlimentar === "flexitariano" ? [NOTES.flexitariano] : []),
  ];
  const budgetCentavos = budgetCapCentavos(profile.orcamento);
  const input: PlanInput = {
    energyKcal: targets.calories,
    macros: bands(targets, style === "low-carb" || style === "cetogenico"),
    mealsPerDay: profile.refeicoesPorDia,
    diets: [...diets],
    dislikes: split(profile.alimentosQueNaoGosta),
    likes: split(profile.alimentosQueGosta),
    allergens: profile.allergies.filter((a): a is AllergenGroupId =>
      (ALLERGEN_GROUPS as readonly string[]).includes(a),
    ),
    ...(maxMinutes ? { maxMinutes } : {}),
    ...(budgetCentavos === undefined ? {} : { budgetCentavos }),
    seed,
  };
  return { input, targets, notes };
}
