import {
  parseIngredientLine,
  phraseKey,
  type GeneratedRecipe,
  type ParsedIngredientLine,
} from "@chefzap/shared";
import { compoundKey, phraseAt } from "./compound-key.ts";
import { foodOfLine, type LintFood } from "./vocabulary.ts";

export interface LintLine {
  text: string;
  food?: LintFood;
  /** The line already says the food is cooked ("feijão cozido", "sobras de arroz", "milho em lata"). */
  cooked: boolean;
  /** Amount and unit, read once for every rule that weighs them. */
  parsed: ParsedIngredientLine;
}

export interface LintContext {
  recipe: GeneratedRecipe;
  lines: LintLine[];
  /** Steps as compound keys (folded, singular words, hyphens kept), for whole-word search. */
  steps: string[];
}

const COOKED_LINE =
  / (cozid|assad|frit|grelhad|pront|sobra|lata|conserva|enlatad|desfiad|refogad|defumad|torrad)/;

export function lintContext(recipe: GeneratedRecipe): LintContext {
  return {
    recipe,
    lines: recipe.ingredients.map((text) => ({
      text,
      food: foodOfLine(text),
      cooked: COOKED_LINE.test(` ${phraseKey(text)}`),
      parsed: parseIngredientLine(text),
    })),
    steps: recipe.instructions.map(compoundKey),
  };
}

/** True when a step (as a compound key) contains any of the words or phrases, whole words only. */
export function hasAny(step: string, words: readonly string[]): boolean {
  return words.some((word) => phraseAt(step, ` ${word} `) >= 0);
}
