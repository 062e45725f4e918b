import {
  durationText,
  phraseKey,
  totalRecipeMinutes,
  type GeneratedRecipe,
  type HealthyRecipeInput,
} from "@chefzap/shared";
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

// A pudim gelling 4 hours is not ready in 70 minutes: the limit holds the waits the steps state too.
function timeLimit(max: number): Rule {
  return {
    bounds: [],
    check({ recipe }) {
      const total = totalRecipeMinutes(recipe);
      const text = `Pronta em ${durationText(total)} (limite: ${durationText(max)})`;
      return total <= max ? ok(`${text}.`) : fail(`${text}.`, ["mais rápida"]);
    },
  };
}

// A line left out of the count adds nothing to any figure, so a calorie or sodium limit would be
// checked against a floor and pass a dish that breaks it. A dish passes only with every line counted
// (water, salt and a pinch of spice are). A food of the cook's the dish can do without (a scoop of
// sorvete on a fruit bowl) is taken out; findFit then tries another, and names the line if none does.
const counted: Rule = {
  bounds: [],
  check({ recipe, facts, lines }) {
    if (facts.missing.length === 0)
      return ok("Números calculados pela Tabela TACO com todos os ingredientes.");
    // A food the title names before any "com" is what the dish is made of ("Gelatina de ágar-ágar"):
    // without it there is no dish left to check. One served "com" it can be left out.
    const title = phraseKey(recipe.title.split(/ com /)[0]!);
    const cooks = new Set(lineFoods(recipe.usedIngredients).map((used) => used.food?.id));
    const uncounted = lines.filter(
      (line) =>
        facts.missing.includes(line.line) &&
        line.food &&
        cooks.has(line.food.id) &&
        !title.includes(phraseKey(line.food.name)),
    );
    return fail(
      `Não consegui contar: ${facts.missing.join("; ")}. Sem isso os números ficam abaixo do real e os limites não podem ser conferidos.`,
      uncounted.map((line) => `sem ${line.food!.name}`),
    );
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
    counted,
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
