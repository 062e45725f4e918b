import type { FoodRow, HealthGoal, HealthyRecipeInput, Restricao } from "@chefzap/shared";
import { energyShare, fail, fmt, isAddedSugar, ok, topFood, type Rule, type Subject } from "./rule.ts";

// Weight loss: a deficit of 500–1,000 kcal a day (Diretrizes Brasileiras de Obesidade, ABESO 2016),
// about 1,500 kcal in three meals, so a main dish of at most 500 kcal unless the cook set a limit.
const WEIGHT_LOSS_KCAL = 500;
// Muscle gain: 20–40 g of protein per meal (Jäger R et al., ISSN position stand, J Int Soc Sports
// Nutr 2017;14:20).
const MUSCLE_PROTEIN_G = 25;
// Heart health: sodium under 2,000 mg a day (WHO 2012 sodium guideline), about 600 mg a meal, and
// saturated fat under 10 % of energy (WHO 2023 saturated fat guideline; SBC Diretriz de Dislipidemias
// 2017; AHA 2021 dietary guidance).
const HEART_SODIUM_MG = 600;
const HEART_SATURATED_SHARE = 10;
// Diabetes: 45–60 g of carbohydrate per meal in carbohydrate counting (ADA; SBD Diretriz 2023,
// terapia nutricional), no added sugar, fibre shown since it slows absorption.
const DIABETES_CARBS_G = 60;
// Energy: carbohydrate led, within 45–65 % of energy (IOM Dietary Reference Intakes 2005, AMDR); one
// meal may sit a little under the day's band, so 40 %.
const ENERGY_CARB_SHARE = [40, 65] as const;
// Immunity: a source of vitamin C, 15 % of the 45 mg reference intake per serving (ANVISA RDC
// 54/2012 and RDC 269/2005), and vegetables or fruit (WHO: 400 g a day, 80 g a portion).
const IMMUNITY_VITAMIN_C_MG = 6.75;
const IMMUNITY_PLANT_G = 80;

const PLANT = (food: FoodRow) => ["vegetable", "fruit", "herb", "legume"].includes(food.role);

/** A protein the restrictions allow, for a dish that needs more. */
function proteinFor(restrictions: readonly Restricao[]): string {
  if (restrictions.includes("vegan")) return "tofu";
  if (restrictions.includes("vegetarian")) return "ovo";
  return "frango";
}

function weightLoss(input: HealthyRecipeInput): Rule {
  const cap = input.maxCalories ?? WEIGHT_LOSS_KCAL;
  return {
    bounds: [{ nutrient: "kcal", max: cap }],
    check({ facts }) {
      const kcal = `${fmt(facts.kcal)} kcal por porção (até ${fmt(cap)} kcal)`;
      if (facts.kcal <= cap)
        return ok(`Perda de Peso: ${kcal} e ${fmt(facts.fiberG, 1)} g de fibras, que ajudam na saciedade.`);
      return fail(`Perda de Peso: ${kcal}.`, ["mais saudável"]);
    },
  };
}

function muscleGain(input: HealthyRecipeInput): Rule {
  return {
    bounds: [{ nutrient: "proteinG", min: MUSCLE_PROTEIN_G }],
    check({ facts }) {
      const protein = `${fmt(facts.proteinG, 1)} g de proteína por porção (mínimo: ${MUSCLE_PROTEIN_G} g por refeição)`;
      if (facts.proteinG >= MUSCLE_PROTEIN_G) return ok(`Ganho de Massa: ${protein}.`);
      return fail(`Ganho de Massa: ${protein}.`, [`adicione ${proteinFor(input.dietaryRestrictions)}`]);
    },
  };
}

const heartHealth: Rule = {
  bounds: [{ nutrient: "sodiumMg", max: HEART_SODIUM_MG }],
  check(subject) {
    const { facts } = subject;
    const saturated = energyShare(facts.saturatedFatG, 9, facts.kcal);
    const numbers = `${fmt(facts.sodiumMg)} mg de sódio por porção (limite: ${HEART_SODIUM_MG} mg) e gordura saturada em ${saturated}% das calorias (limite: ${HEART_SATURATED_SHARE}%)`;
    if (facts.sodiumMg <= HEART_SODIUM_MG && saturated <= HEART_SATURATED_SHARE)
      return ok(`Saúde do Coração: ${numbers}.`);
    const salty = topFood(subject, "sodiumMg", (f) => f.id !== "sal");
    const fatty = topFood(subject, "saturatedFatG", (f) => ["fat", "dairy"].includes(f.role));
    return fail(`Saúde do Coração: ${numbers}.`, [
      facts.sodiumMg > HEART_SODIUM_MG ? "menos sal" : undefined,
      facts.sodiumMg > HEART_SODIUM_MG && salty ? `sem ${salty.name}` : undefined,
      saturated > HEART_SATURATED_SHARE ? "mais saudável" : undefined,
      saturated > HEART_SATURATED_SHARE && fatty ? `sem ${fatty.name}` : undefined,
    ]);
  },
};

const diabetes: Rule = {
  bounds: [{ nutrient: "carbohydrateG", max: DIABETES_CARBS_G }],
  check(subject: Subject) {
    const { facts } = subject;
    const sugar = subject.lines.find((l) => l.food && isAddedSugar(l.food))?.food;
    if (sugar) return fail(`Controle do Diabetes: a receita leva ${sugar.name}.`, [`sem ${sugar.name}`]);
    const carbs = `${fmt(facts.carbohydrateG, 1)} g de carboidratos por porção (meta: até ${DIABETES_CARBS_G} g por refeição)`;
    if (facts.carbohydrateG <= DIABETES_CARBS_G)
      return ok(
        `Controle do Diabetes: ${carbs}, sem açúcar adicionado e ${fmt(facts.fiberG, 1)} g de fibras, que retardam a absorção.`,
      );
    const top = topFood(subject, "carbohydrateG", (f) => ["carb", "sweet", "baking"].includes(f.role));
    return fail(`Controle do Diabetes: ${carbs}.`, [top && `sem ${top.name}`]);
  },
};

const energy: Rule = {
  bounds: [],
  check({ facts }) {
    const share = energyShare(facts.carbohydrateG, 4, facts.kcal);
    const [low, high] = ENERGY_CARB_SHARE;
    const carbs = `carboidratos em ${share}% das calorias (faixa: ${low}–${high}%)`;
    if (share >= low && share <= high)
      return ok(
        `Mais Energia: ${carbs}, com ${fmt(facts.fiberG, 1)} g de fibras para liberar a energia aos poucos.`,
      );
    return fail(`Mais Energia: ${carbs}.`);
  },
};

const immunity: Rule = {
  bounds: [],
  check(subject) {
    const { facts } = subject;
    const servings = subject.recipe.servings;
    const plantGrams = subject.lines.reduce(
      (sum, l) => sum + (l.food && PLANT(l.food) && l.grams ? l.grams / servings : 0),
      0,
    );
    const numbers = `${fmt(facts.vitaminCMg, 1)} mg de vitamina C por porção (mínimo: ${fmt(IMMUNITY_VITAMIN_C_MG, 2)} mg) e ${fmt(plantGrams)} g de vegetais ou frutas (mínimo: ${IMMUNITY_PLANT_G} g)`;
    if (facts.vitaminCMg >= IMMUNITY_VITAMIN_C_MG && plantGrams >= IMMUNITY_PLANT_G)
      return ok(`Imunidade: ${numbers}.`);
    const sweet = subject.lines.some((l) => l.food?.role === "sweet");
    return fail(`Imunidade: ${numbers}.`, [sweet ? undefined : "adicione brócolis"]);
  },
};

export function goalRule(goal: HealthGoal, input: HealthyRecipeInput): Rule {
  const rules: Record<HealthGoal, () => Rule> = {
    "weight-loss": () => weightLoss(input),
    "muscle-gain": () => muscleGain(input),
    "heart-health": () => heartHealth,
    diabetes: () => diabetes,
    energy: () => energy,
    immunity: () => immunity,
  };
  return rules[goal]();
}
