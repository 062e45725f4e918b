import { phraseKey } from "@chefzap/shared";
import { renderPortionLine, standInLine } from "./portion-line.ts";
import { isForbidden, substituteKey, type Diet } from "./diet-substitutes.ts";
import { findMentions, replaceMentions, replacementFor, type Replacement } from "./mention-lexer.ts";
import { foodByKey, foodOfLine, isSweet, type Draft } from "./recipe-draft.ts";
import { removeFood } from "./remove-food.ts";
import { retitleByKind } from "./dish-kinds.ts";
import type { FoodEntry } from "../types.ts";

/** Follows stand-ins until one fits the diet ("massa folhada" → massa de pastel → goma de tapioca). */
function standIn(food: FoodEntry, diet: Diet, sweet: boolean): FoodEntry | undefined {
  let current: FoodEntry | undefined = food;
  for (let hop = 0; hop < 3 && current && isForbidden(current, diet); hop += 1) {
    const key = substituteKey(current, sweet);
    current = key ? foodByKey(key) : undefined;
  }
  return current && !isForbidden(current, diet) ? current : undefined;
}

const COUNTED = new Set(["un", "dente", "fatia", "folha"]);

/**
 * Keeps the line's measure when it still makes sense: "3 ovos" cannot become "3 linhaça", nor "600 g de
 * frango em cubos" "600 g de grão-de-bico em cubos".
 */
function swapLine(line: string, from: FoodEntry, to: FoodEntry, servings: number): string {
  if (from.role !== to.role) return standInLine(from, to, servings);
  const sameMeasure = !COUNTED.has(from.portion[1]) || from.portion[1] === to.portion[1];
  const swapped = replaceMentions(line, (key) => (key === from.key ? replacementFor(to) : undefined));
  return sameMeasure && swapped !== line ? swapped : renderPortionLine(to, servings);
}

// Only the shopping line is renamed; any other tip about a swapped food speaks of that food's nature.
const SHOPPING = /\bsepare:/i;

/**
 * Tips for the new diet: "separe: leite" asks for the leite vegetal now listed; a tip about a swapped food
 * ("Peixe passa do ponto rápido: quando lascar…" would become palmito that flakes) and a suggestion of
 * a food the diet forbids ("Um ovo mexido no final…" in a vegan dish) go.
 */
function dietTips(
  text: string,
  swap: (key: string, name: string) => Replacement | undefined,
  diet: Diet,
): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => (SHOPPING.test(sentence) ? replaceMentions(sentence, swap) : sentence))
    .filter((sentence) =>
      findMentions(sentence).every((mention) => {
        const food = foodByKey(mention.key);
        return !food || !isForbidden(food, diet);
      }),
    )
    .join(" ");
}

/**
 * Rewrites a recipe for a diet: each forbidden food becomes a stand-in (in the list, the steps and the
 * title) or, with none that makes sense, leaves the recipe.
 */
export function applyDiet(draft: Draft, diet: Diet): void {
  const sweet = isSweet(draft);
  const swaps = new Map<string, FoodEntry>();
  const swappedLines: Array<{ words: string; to: FoodEntry }> = [];
  const drops: FoodEntry[] = [];
  // A stand-in the dish already has (tofu for the eggs of a dish with tofu) is not listed twice.
  const listed = new Set(draft.ingredients.map((line) => foodOfLine(line)?.key).filter(Boolean));
  draft.ingredients = draft.ingredients.flatMap((line) => {
    const food = foodOfLine(line);
    if (!food || !isForbidden(food, diet)) return [line];
    const to = standIn(food, diet, sweet);
    if (!to) {
      drops.push(food);
      return [line];
    }
    swaps.set(food.key, to);
    swappedLines.push({ words: ` ${phraseKey(line)} `, to });
    if (listed.has(to.key)) return [];
    listed.add(to.key);
    return [swapLine(line, food, to, draft.servings)];
  });
  // A step may call the food by other words of its line: "o queijo parmesão" of "queijo parmesão
  // ralado", which the catalogue reads as two cheeses. Left as it was, the step would keep the cheese.
  const sameAsLine = (key: string, name: string) => {
    const food = foodByKey(key);
    if (!food || !isForbidden(food, diet)) return undefined;
    return swappedLines.find(({ words }) => words.includes(` ${phraseKey(name)} `))?.to;
  };
  const swap = (key: string, name: string) => {
    const to = swaps.get(key) ?? sameAsLine(key, name);
    return to ? replacementFor(to) : undefined;
  };
  draft.instructions = draft.instructions.map((step) => replaceMentions(step, swap));
  draft.title = replaceMentions(draft.title, swap);
  for (const [from, to] of swaps) draft.title = retitleByKind(draft.title, foodByKey(from)!, to);
  // "Camadas de massa, molho, atum e queijo" would still promise the tuna of a vegetarian lasanha.
  if (draft.description) draft.description = replaceMentions(draft.description, swap);
  for (const food of drops) removeFood(draft, food.key, `removido para a versão ${dietWord(diet)}`);
  draft.tips = draft.tips.map((tip) => dietTips(tip, swap, diet)).filter(Boolean);
  draft.substitutions = draft.substitutions.map((text) => dietTips(text, swap, diet)).filter(Boolean);
  if (swaps.size > 0) {
    const list = [...swaps].map(([from, to]) => `${foodByKey(from)?.name ?? from} → ${to.name}`).join("; ");
    draft.substitutions.push(`Trocas feitas: ${list}.`);
  }
}

export function dietWord(diet: Diet): string {
  return { lactose: "sem lactose", vegetarian: "vegetariana", vegan: "vegana", gluten: "sem glúten" }[diet];
}
