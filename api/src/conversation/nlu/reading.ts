import { emojiAsWords } from "./chat-words.ts";
import type { Spotted } from "./entities.ts";
import { findFoods, type FoodLookup, type FoodMention } from "./foods.ts";
import { tokenize, type Tokenized } from "./tokens.ts";

/** A message as the reader sees it: its words, the entities in it and the text the classifier reads. */
export interface Reading {
  tokenized: Tokenized;
  spotted: Spotted[];
  foods: FoodMention[];
  /** The chat's words with foods and numbers masked, so "tenho jiló" and "tenho frango" look alike. */
  masked: string;
}

// Placeholders no Portuguese word stems to: "faz um escondidinho" and "faz uma moqueca" read alike.
export const FOOD_MARK = "alimentoqq";
const ENTITY_MARKS: Record<Spotted["entity"], string> = {
  meal: "refeicaoqq",
  servings: "porcoesqq",
  time: "tempoqq",
  diet: "dietaqq",
  method: "metodoqq",
  dish: "pratoqq",
};
const CODE_MARK = "codigoqq";
const NUMBER_MARK = "numeroqq";

// Spans that are never food: "café da manhã" is a meal, "pra 5 pessoas" a count, "forno" a method.
// A diet may name one ("sem leite"), so it does not hide it.
const NOT_FOOD: ReadonlySet<Spotted["entity"]> = new Set(["meal", "servings", "time", "method"]);

export function readMessage(text: string, spotted: Spotted[], lookup: FoodLookup): Reading {
  const tokenized = tokenize(text);
  const blocked = new Set<number>();
  tokenized.tokens.forEach((token, index) => {
    if (spotted.some((s) => NOT_FOOD.has(s.entity) && s.start < token.end && token.start < s.end))
      blocked.add(index);
  });
  const foods = findFoods(tokenized, lookup, blocked);
  // A dish's name read as a food ("cocada", "coxinha", "lasanha") is masked as the dish it names.
  const dishes = spotted.filter((s) => s.entity === "dish");
  const named = (m: FoodMention) => dishes.some((d) => d.start <= m.start && m.end <= d.end);
  const inFood = new Map<number, FoodMention>();
  for (const mention of foods.filter((m) => !named(m)))
    for (const index of mention.tokens) inFood.set(index, mention);
  const words: string[] = [];
  let lastSpot: Spotted | undefined;
  tokenized.tokens.forEach((token, index) => {
    const mention = inFood.get(index);
    if (mention) {
      if (mention.tokens[0] === index) words.push(FOOD_MARK);
      return;
    }
    const spot = spotted.find((s) => s.start < token.end && token.start < s.end);
    if (spot) {
      if (spot !== lastSpot) words.push(ENTITY_MARKS[spot.entity]);
      lastSpot = spot;
      return;
    }
    const digits = token.folded.replace(/\D/g, "");
    if (/^\d/.test(token.folded)) words.push(digits.length >= 5 ? CODE_MARK : NUMBER_MARK);
    else words.push(token.word);
  });
  const emoji = emojiAsWords(text.replace(/[\p{L}\p{N}]+/gu, " ")).trim();
  const masked = [...words, emoji].join(" ").replace(/\s+/g, " ").trim();
  return { tokenized, spotted, foods, masked };
}
