import { fold } from "@chefzap/shared";
import { food } from "../knowledge/catalogue.ts";
import type { DishTemplate } from "../knowledge/dish-types.ts";
import { DISHES } from "../knowledge/dishes/index.ts";
import type { FoodUse } from "../types.ts";
import { planDish, type DishPlan } from "./plan-dish.ts";

/** A title without its slots and optional parts, and the names a cook calls the dish by. */
const ownTexts = (template: DishTemplate) => [
  template.title.replace(/\[[^\]]*\]|\{[^}]*\}/g, " "),
  ...(template.names ?? []),
];

/** The words of a dish's own texts: "Escondidinho de {main}" → "escondidinho". */
const titleWords = (template: DishTemplate) =>
  ownTexts(template)
    .flatMap((text) => fold(text).split(/[^a-z]+/))
    .filter((word) => word.length > 2);

/** The dishes whose title names the dish the cook asked for ("escondidinho", "pudim", "bolo"). */
export function templatesNamed(dish: string): DishTemplate[] {
  const wanted = fold(dish)
    .split(/[^a-z]+/)
    .filter((word) => word.length > 2);
  if (wanted.length === 0) return [];
  const named = DISHES.filter((template) => {
    const words = titleWords(template);
    return wanted.every((word) => words.includes(word));
  });
  // "Bolo de chocolate" is the chocolate cake, not the "bolo de cenoura com cobertura de chocolate" whose
  // title also has both words: a title that says the name as asked wins over one that scatters it.
  const phrase = ` ${fold(dish)
    .replace(/[^a-z]+/g, " ")
    .trim()} `;
  const saysIt = named.filter((template) =>
    titlePhrases(template).some((said) => ` ${said} `.includes(phrase)),
  );
  return saysIt.length > 0 ? saysIt : named;
}

/** A title's fixed text as plain words ("Bolo de chocolate[ com {extra}]" → "bolo de chocolate"), and its names. */
const titlePhrases = (template: DishTemplate) =>
  ownTexts(template).map((text) =>
    fold(text)
      .replace(/[^a-z]+/g, " ")
      .trim(),
  );

/**
 * The foods a named dish cannot be made without when the cook named none of them: the first food its
 * required slots accept ("escondidinho" → carne-seca), as a cook would assume.
 */
function usualFoods(template: DishTemplate): FoodUse[] {
  const uses: FoodUse[] = [];
  for (const spec of Object.values(template.slots)) {
    if (!spec.need || spec.default) continue;
    const key = spec.accepts.find((token) => /^[a-z_]+$/.test(token));
    if (!key) continue;
    const entry = food(key);
    uses.push({ food: entry, display: entry.name, gender: entry.gender });
  }
  return uses;
}

/** Plans of the named dish, best first: with the cook's foods, or with the dish's usual ones. */
export function namedPlans(dish: string, uses: readonly FoodUse[]): DishPlan[] {
  const plans: DishPlan[] = [];
  for (const template of templatesNamed(dish)) {
    const plan = planDish(template, uses) ?? planDish(template, [...uses, ...usualFoods(template)]);
    if (plan) plans.push(plan);
  }
  return plans.sort((a, b) => b.score - a.score);
}
