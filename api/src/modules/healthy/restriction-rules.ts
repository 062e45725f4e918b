import type { FoodDietFlag, FoodRow, Restricao } from "@chefzap/shared";
import { paleoBreak } from "./paleo.ts";
import { energyShare, fail, fmt, ok, topFood, type Rule, type Subject } from "./rule.ts";

const list = (names: string[]) => [...new Set(names)].join(", ");

/** Every line must be a catalogue food with the flag; the modify rule swaps or drops the rest. */
function flagRule(flag: FoodDietFlag, label: string, request: string, unlike: string): Rule {
  return {
    bounds: [],
    check(subject: Subject) {
      const unknown = subject.lines.filter((l) => !l.food).map((l) => l.line);
      const breaking = subject.lines.filter((l) => l.food && !l.food.diet.includes(flag));
      if (breaking.length > 0)
        return fail(`${label}: a receita leva ${list(breaking.map((l) => l.food!.name))}.`, [request]);
      // A food the catalogue does not know cannot be vouched for, so it does not pass.
      if (unknown.length > 0)
        return fail(`${label}: não conseguimos conferir ${list(unknown)} no catálogo de alimentos.`);
      return ok(`${label}: nenhum ingrediente ${unlike}, conferido no catálogo de alimentos.`);
    },
  };
}

const CARB_SOURCES = (food: FoodRow) => ["carb", "sweet", "fruit", "legume", "baking"].includes(food.role);

/**
 * Carbohydrate as a share of the serving's energy. Low-carb: under 26 %; ketogenic: under 10 %
 * (Feinman RD et al., Nutrition 2015;31:1–13; ADA Consensus Report, Diabetes Care 2019;42:731–54).
 */
function carbShareRule(label: string, maxShare: number): Rule {
  return {
    bounds: [],
    check({ facts, ...subject }: Subject) {
      const share = energyShare(facts.carbohydrateG, 4, facts.kcal);
      const amount = `${fmt(facts.carbohydrateG, 1)} g de carboidratos por porção, ${share}% das calorias`;
      if (share <= maxShare) return ok(`${label}: ${amount} (limite: ${maxShare}%).`);
      const top = topFood({ facts, ...subject }, "carbohydrateG", CARB_SOURCES);
      return fail(`${label}: ${amount}, acima de ${maxShare}%.`, [top && `sem ${top.name}`]);
    },
  };
}

/** Cordain's paleo (see paleo.ts): grains, legumes, dairy and sugar leave the recipe. */
const paleo: Rule = {
  bounds: [],
  check(subject) {
    const breaking = subject.lines.flatMap((l) => {
      const why = l.food && paleoBreak(l.food);
      return why ? [{ food: l.food!, why }] : [];
    });
    if (breaking.length === 0)
      return ok(
        "Paleo: sem cereais, leguminosas, laticínios nem açúcar, conferido no catálogo de alimentos.",
      );
    const named = breaking.map(({ food, why }) => `${food.name} (${why})`);
    return fail(
      `Paleo: a receita leva ${list(named)}.`,
      breaking.map(({ food }) => `sem ${food.name}`),
    );
  },
};

// DASH with the lower sodium target: 1,500 mg a day, about 500 mg a meal, and saturated fat at 6 % of
// energy (NHLBI, "Your Guide to Lowering Your Blood Pressure with DASH", NIH 06-4082; Sacks FM et al.,
// N Engl J Med 2001;344:3–10).
const DASH_SODIUM_MG = 500;
const DASH_SATURATED_SHARE = 6;

const dash: Rule = {
  bounds: [{ nutrient: "sodiumMg", max: DASH_SODIUM_MG }],
  check(subject) {
    const { facts } = subject;
    const saturated = energyShare(facts.saturatedFatG, 9, facts.kcal);
    const numbers = `${fmt(facts.sodiumMg)} mg de sódio por porção (limite: ${DASH_SODIUM_MG} mg) e gordura saturada em ${saturated}% das calorias (limite: ${DASH_SATURATED_SHARE}%)`;
    if (facts.sodiumMg <= DASH_SODIUM_MG && saturated <= DASH_SATURATED_SHARE) return ok(`DASH: ${numbers}.`);
    const salty = topFood(subject, "sodiumMg", (f) => f.id !== "sal");
    const fatty = topFood(subject, "saturatedFatG", (f) => ["fat", "dairy"].includes(f.role));
    return fail(`DASH: ${numbers}.`, [
      facts.sodiumMg > DASH_SODIUM_MG ? "menos sal" : undefined,
      facts.sodiumMg > DASH_SODIUM_MG && salty ? `sem ${salty.name}` : undefined,
      saturated > DASH_SATURATED_SHARE ? "mais saudável" : undefined,
      saturated > DASH_SATURATED_SHARE && fatty ? `sem ${fatty.name}` : undefined,
    ]);
  },
};

export const RESTRICTION_RULES: Record<Restricao, Rule> = {
  vegetarian: flagRule("vegetarian", "Vegetariana", "vegetariana", "com carne ou peixe"),
  vegan: flagRule("vegan", "Vegana", "vegana", "de origem animal"),
  "gluten-free": flagRule("gluten_free", "Sem glúten", "sem glúten", "com glúten"),
  "lactose-free": flagRule("lactose_free", "Sem lactose", "sem lactose", "com lactose"),
  "low-carb": carbShareRule("Low-carb", 26),
  keto: carbShareRule("Cetogênica", 10),
  paleo,
  dash,
};
