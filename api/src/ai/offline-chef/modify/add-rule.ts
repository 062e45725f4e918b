import { agree, article, fold } from "@chefzap/shared";
import { matchIngredient } from "../normalize/normalize-ingredient.ts";
import type { FoodEntry } from "../types.ts";
import { renderPortionLine } from "./portion-line.ts";
import { foodOfLine, insertStep, type Draft } from "./recipe-draft.ts";

const ADD =
  /\b(?:adicion|acrescent|coloc|coloq|ponh|inclu|bot)\w*\s+(?:(?:um pouco|uns|umas|um|uma|(mais))\s+(?:de\s+)?)?(.+?)(?=,|;|\.|\s+e\s+(?:faca|deixe|tir\w*|retir\w*|sirva|para|sem)\b|$)/g;

/** How a food joins a dish already written, by what it is: browned, melted on top, cooked or stirred in. */
function stepFor(food: FoodEntry): string {
  const the = `${article("o", food.gender, false)} ${food.name}`;
  if (food.role === "protein")
    return `Doure ${the} em uma frigideira quente e junte à receita, misturando bem.`;
  if (food.role === "dairy") return `Finalize com ${the} por cima.`;
  if (food.role === "vegetable" || food.role === "legume")
    return `Junte ${the} e cozinhe por alguns minutos, até ficar ${agree("macio", food.gender, false)}.`;
  if (food.role === "herb" || food.role === "spice") return `Tempere com ${the}.`;
  return `Junte ${the} e misture bem.`;
}

/** A food joins the dish at its usual portion, with a step before it bakes or is served. */
export function addFood(draft: Draft, food: FoodEntry): void {
  draft.ingredients.push(renderPortionLine(food, draft.servings));
  insertStep(draft, stepFor(food), { beforeOven: true, otherwise: "end" });
  draft.labels.push(`com ${food.name}`);
}

/**
 * "adicione bacon", "coloque queijo ralado": a line at the food's usual portion and a step before the
 * dish is served. Returns what could not be done, in pt-BR, for each part it understood.
 */
export function applyAdditions(draft: Draft, request: string): { applied: boolean; problems: string[] } {
  const problems: string[] = [];
  let applied = false;
  for (const [, more, words] of fold(request).matchAll(ADD)) {
    const text = words!.trim();
    const food = matchIngredient(text).food;
    if (!food) {
      problems.push(`Entendi que você quer acrescentar "${text}", mas não conheço esse ingrediente.`);
      continue;
    }
    // "coloca mais queijo" is an amount, which the amount rule has answered.
    if (draft.ingredients.some((line) => foodOfLine(line)?.key === food.key)) {
      if (!more)
        problems.push(`Entendi que você quer acrescentar ${food.name}, mas a receita já leva ${food.name}.`);
      continue;
    }
    addFood(draft, food);
    applied = true;
  }
  return { applied, problems };
}
