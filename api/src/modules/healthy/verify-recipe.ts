import type { GeneratedRecipe, HealthyRecipeInput } from "@chefzap/shared";
import { servingFacts } from "../nutrition/index.ts";
import { goalRule } from "./goal-rules.ts";
import { lineFoods } from "./line-foods.ts";
import { RESTRICTION_RULES } from "./restriction-rules.ts";
import {
  fail,
  fmt,
  isAddedSugar,
  ok,
  topFood,
  type PortionBound,
  type Rule,
  type Subject,
  type Verdict,
} from "./rule.ts";

// Below this share of the weight accounted for by TACO the numbers would flatter the recipe.
const MIN_COVERAGE = 80;

function calorieLimit(max: number): Rule {
  return {
    bounds: [{ nutrient: "kcal", max }],
    check(subject) {
      const kcal = subject.facts.kcal;
      const text = `${fmt(kcal)} kcal por porção (limite: ${fmt(max)} kcal)`;
      if (kcal <= max) return ok(`${text}.`);
      const rich = topFood(subject, "kcal", (f) => ["fat", "sweet", "dairy"].includes(f.role));
      return fail(`${text}.`, ["mais saudável", rich && `sem ${rich.name}`]);
    },
  };
}

function timeLimit(max: number): Rule {
  return {
    bounds: [],
    check({ recipe }) {
      const text = `Pronta em ${recipe.cookingTime} min (limite: ${max} min)`;
      return recipe.cookingTime <= max ? ok(`${text}.`) : fail(`${text}.`, ["mais rápida"]);
    },
  };
}

const coverage: Rule = {
  bounds: [],
  check({ facts }) {
    if (facts.coverage >= MIN_COVERAGE)
      return ok(`Números calculados pela Tabela TACO para ${fmt(facts.coverage)}% do peso dos ingredientes.`);
    return fail(`Só ${fmt(facts.coverage)}% do peso da receita foi encontrado na Tabela TACO.`);
  },
};

// Free sugars under 10 % of energy (WHO, "Guideline: sugars intake for adults and children", 2015):
// whatever the goal, a healthy recipe keeps to it.
const SUGAR_SHARE = 10;

const addedSugar: Rule = {
  bounds: [],
  check(subject) {
    const kcal = subject.lines.reduce((sum, l) => sum + (l.food && isAddedSugar(l.food) ? l.kcal : 0), 0);
    const share = subject.facts.kcal > 0 ? Math.round((kcal / subject.facts.kcal) * 100) : 0;
    if (share === 0) return ok("Sem açúcar adicionado.");
    const text = `açúcar adicionado em ${share}% das calorias (limite: ${SUGAR_SHARE}%)`;
    if (share <= SUGAR_SHARE) return ok(`Pouco açúcar: ${text}.`);
    const sugar = topFood(subject, "kcal", isAddedSugar);
    return fail(`Açúcar: ${text}.`, ["mais saudável", sugar && `sem ${sugar.name}`]);
  },
};

/** Every rule the request sets: limits first, then restrictions, then the goal. */
export function rulesFor(input: HealthyRecipeInput): Rule[] {
  return [
    coverage,
    addedSugar,
    ...(input.maxCalories !== null ? [calorieLimit(input.maxCalories)] : []),
    ...(input.maxTime !== null ? [timeLimit(input.maxTime)] : []),
    ...input.dietaryRestrictions.map((id) => RESTRICTION_RULES[id]),
    goalRule(input.healthGoal, input),
  ];
}

export function portionBounds(rules: readonly Rule[]): PortionBound[] {
  return rules.flatMap((rule) => rule.bounds);
}

export function measure(recipe: GeneratedRecipe): Subject {
  const { facts, lines } = servingFacts(recipe.ingredients, recipe.servings);
  const foods = lineFoods(recipe.ingredients);
  return { recipe, facts, lines: lines.map((line, i) => ({ ...line, ...foods[i]! })) };
}

export interface Verification {
  subject: Subject;
  verdicts: Verdict[];
  passed: boolean;
}

export function verify(recipe: GeneratedRecipe, rules: readonly Rule[]): Verification {
  const subject = measure(recipe);
  const verdicts = rules.map((rule) => rule.check(subject));
  return { subject, verdicts, passed: verdicts.every((v) => v.ok) };
}
