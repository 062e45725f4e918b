import { fold } from "@chefzap/shared";
import { matchIngredient } from "../normalize/normalize-ingredient.ts";
import type { FoodEntry } from "../types.ts";
import { addFood } from "./add-rule.ts";
import { scaleLine } from "./line-scale.ts";
import { foodOfLine, type Draft } from "./recipe-draft.ts";

const AMOUNT =
  /\b(mais|menos)\s+(?:(?:um pouco|bem)\s+)?(?:de\s+)?(?:(?:o|a|os|as)\s+)?([a-z][a-z -]*?)(?=,|;|\.|\s+e\s|\s+com\s|\s+para\s|\s+pra\s|$)/g;
// What other rules answer: heat, salt, time, lightness, servings.
const OTHERS =
  /^(?:sal|pimenta|picante|apimentad\w*|ardid\w*|rapid\w*|tempo|pratic\w*|saudavel|leve|light|gordura|calorias?|pessoas?|porc\w*)$/;
const SWEET = /^(?:doce|acucar|adocad\w*)$/;
const SWEETENERS = /^(?:acucar\w*|mel|melado|adocante\w*|leite_condensado\w*)$/;

function scaleFood(draft: Draft, test: (food: FoodEntry) => boolean, factor: number): boolean {
  let changed = false;
  draft.ingredients = draft.ingredients.map((line) => {
    const food = foodOfLine(line);
    if (!food || !test(food)) return line;
    changed = true;
    return scaleLine(line, factor);
  });
  return changed;
}

/**
 * "mais alho", "coloca mais queijo", "menos cebola", "menos doce": half as much again, or half, of a
 * food the dish has; "mais" of a food it lacks adds it. Returns what could not be done, in pt-BR.
 */
export function applyAmounts(draft: Draft, request: string): { applied: boolean; problems: string[] } {
  const problems: string[] = [];
  let applied = false;
  for (const [, direction, words] of fold(request).matchAll(AMOUNT)) {
    const text = words!.trim();
    if (OTHERS.test(text)) continue;
    if (SWEET.test(text) && direction === "menos") {
      if (!scaleFood(draft, (food) => SWEETENERS.test(food.key), 0.7)) {
        problems.push("Entendi que você quer a receita menos doce, mas ela não leva açúcar.");
        continue;
      }
      draft.labels.push("menos doce");
      applied = true;
      continue;
    }
    const food = matchIngredient(text).food;
    if (!food) continue;
    const listed = draft.ingredients.some((line) => foodOfLine(line)?.key === food.key);
    if (!listed && direction === "menos") {
      problems.push(`Entendi que você quer menos ${food.name}, mas ${food.name} não está nesta receita.`);
      continue;
    }
    if (!listed) addFood(draft, food);
    else {
      scaleFood(draft, (entry) => entry.key === food.key, direction === "mais" ? 1.5 : 0.5);
      draft.labels.push(`com ${direction} ${food.name}`);
    }
    applied = true;
  }
  return { applied, problems };
}
