import { agree, article, fold } from "@chefzap/shared";
import { matchIngredient } from "../normalize/normalize-ingredient.ts";
import type { FoodEntry } from "../types.ts";
import { renderPortionLine } from "./portion-line.ts";
import { foodOfLine, type Draft } from "./recipe-draft.ts";

const ADD =
  /\b(?:adicion|acrescent|coloc|coloq|ponh|inclu|bot)\w*\s+(?:(?:um pouco|uns|umas|um|uma)\s+(?:de\s+)?)?(.+?)(?=,|;|\.|\s+e\s+(?:faca|deixe|tire|sirva|para|sem)\b|$)/g;

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

const SERVES = /\bsirva\b/i;

/**
 * "adicione bacon", "coloque queijo ralado": a line at the food's usual portion and a step before the
 * dish is served. Returns what could not be done, in pt-BR, for each part it understood.
 */
export function applyAdditions(draft: Draft, request: string): { applied: boolean; problems: string[] } {
  const problems: string[] = [];
  let applied = false;
  for (const match of fold(request).matchAll(ADD)) {
    const text = match[1]!.trim();
    const food = matchIngredient(text).food;
    if (!food) {
      problems.push(`Entendi que você quer acrescentar "${text}", mas não conheço esse ingrediente.`);
      continue;
    }
    if (draft.ingredients.some((line) => foodOfLine(line)?.key === food.key)) continue;
    draft.ingredients.push(renderPortionLine(food, draft.servings));
    const serving = draft.instructions.findIndex((step) => SERVES.test(step));
    draft.instructions.splice(serving < 0 ? draft.instructions.length : serving, 0, stepFor(food));
    draft.labels.push(`com ${food.name}`);
    applied = true;
  }
  return { applied, problems };
}
