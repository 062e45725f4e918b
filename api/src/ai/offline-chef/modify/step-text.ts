import { article, fold } from "@chefzap/shared";
import type { FoodEntry } from "../types.ts";
import { findMentions } from "./mention-lexer.ts";
import { foodByKey, foodOfLine, type Draft } from "./recipe-draft.ts";

const WORD_NUMBERS: Record<string, number> = { uma: 1, um: 1, meia: 0.5, duas: 2, dois: 2, tres: 3 };

/**
 * The longest time a step states, in minutes: "por 25 minutos", "35 a 40 minutos", "por 2 horas",
 * "1h20", "meia hora", "1 hora e meia".
 */
export function stepMinutes(step: string): number | undefined {
  const text = fold(step.toLowerCase());
  let longest: number | undefined;
  const keep = (minutes: number) => (longest = Math.max(longest ?? 0, minutes));
  for (const m of text.matchAll(
    /(\d+|uma|meia|duas|tres)\s*(?:a\s*(\d+)\s*)?(?:horas?|h)\b(?:\s*e\s*(meia|\d+))?/g,
  )) {
    const hours = Number(m[2] ?? NaN) || Number(m[1]) || WORD_NUMBERS[m[1]!] || 0;
    const extra = m[3] === "meia" ? 30 : Number(m[3] ?? 0);
    keep(hours * 60 + extra);
  }
  for (const m of text.matchAll(/\b\d+h(\d+)\b/g)) keep(Number(m[0].split("h")[0]) * 60 + Number(m[1]));
  // "asse por 50 minutos; retire o papel e doure por mais 20": the second time follows the first.
  let more = 0;
  for (const m of text.matchAll(/(\d+)\s*(?:a\s*(\d+)\s*)?min(?:utos?)?\b/g)) {
    const minutes = Number(m[2] ?? m[1]);
    if (/\bmais (?:cerca de )?$/.test(text.slice(Math.max(0, m.index - 16), m.index))) more += minutes;
    else keep(minutes);
  }
  return longest === undefined && more === 0 ? undefined : (longest ?? 0) + more;
}

/** A step that fries: "frite", "frite-os", "fritar" — not "óleo para fritar" nor "seque antes de fritar". */
export const FRYING = /\bfrite(?:-[oa]s)?\b|(?<!para |antes de |de )\bfritar\b/i;

/** A time phrase to cut from a step being rewritten ("por cerca de 25 minutos", ", cerca de 2 horas"). */
export const TIME_PHRASE =
  /,?\s*(?:(?:por|durante)\s+)?(?:mais\s+)?(?:cerca de\s+)?(?:\d+|uma|meia|duas|tres|três)(?:\s*a\s*\d+)?\s*(?:minutos?|min\b|horas?|h\d*\b)(?:\s*e\s*(?:meia|\d+(?:\s*minutos?)?))?/gi;

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "do óleo", "da manteiga": a food with a contracted article. */
export function withArticle(form: "o" | "do" | "no", food: FoodEntry): string {
  return `${article(form, food.gender, false)} ${food.name}`;
}

/** Foods a step names, in order, as catalogue entries. */
export function foodsIn(step: string): FoodEntry[] {
  return findMentions(step)
    .map((mention) => foodByKey(mention.key))
    .filter((food): food is FoodEntry => Boolean(food));
}

/** The ingredient line of a food, by its key. */
export function lineIndexOf(draft: Draft, key: string): number {
  return draft.ingredients.findIndex((line) => foodOfLine(line)?.key === key);
}

/** The dish's main food: the first listed line a cook would call the dish by. */
export function mainFood(draft: Draft): FoodEntry | undefined {
  const foods = draft.ingredients.map(foodOfLine).filter((f): f is FoodEntry => Boolean(f));
  return foods.find((f) => f.role === "protein" || f.role === "carb" || f.role === "legume") ?? foods[0];
}
