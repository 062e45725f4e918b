import { article } from "@chefzap/shared";
import { ARTICLE_FORMS, findMentions } from "./mention-lexer.ts";
import { leadingAmount } from "./line-scale.ts";
import { foodOfLine, type Draft } from "./recipe-draft.ts";
import type { FoodEntry } from "../types.ts";

/** Foods counted one by one in the list ("1 batata", "3 ovos"): whether there is more than one. */
function countedFoods(lines: readonly string[]): Map<string, { food: FoodEntry; many: boolean }> {
  const counted = new Map<string, { food: FoodEntry; many: boolean }>();
  for (const line of lines) {
    const food = foodOfLine(line);
    const amount = leadingAmount(line);
    if (!food || amount === undefined || food.plural === food.name) continue;
    const words = line
      .trim()
      .replace(/^[\d\s,/½¼¾⅓⅔]+/u, "")
      .toLowerCase();
    const many = words.startsWith(food.plural.toLowerCase());
    if (!many && !words.startsWith(food.name.toLowerCase())) continue;
    counted.set(food.key, { food, many: many && amount > 1 });
  }
  return counted;
}

/**
 * "1 batata" in the list and "Acrescente as batatas" in a step: after the amounts change, a step names a
 * counted food in the number the list has it ("a batata", "os ovos").
 */
export function agreeCounts(draft: Draft): void {
  const counted = countedFoods(draft.ingredients);
  if (counted.size === 0) return;
  draft.instructions = draft.instructions.map((step) => {
    let result = "";
    let cursor = 0;
    for (const mention of findMentions(step)) {
      const entry = counted.get(mention.key);
      if (!entry || !mention.article) continue;
      const { food, many } = entry;
      const written = mention.name.toLowerCase();
      const wanted = many ? food.plural : food.name;
      if (mention.plural === many || ![food.name, food.plural].includes(written)) continue;
      const form = ARTICLE_FORMS[mention.article]![0];
      const original = step.slice(mention.start, mention.end);
      const text = `${article(form, food.gender, many)} ${wanted}`;
      const capital = original.charAt(0) !== original.charAt(0).toLowerCase();
      result += step.slice(cursor, mention.start) + (capital ? text[0]!.toUpperCase() + text.slice(1) : text);
      cursor = mention.end;
    }
    return result + step.slice(cursor);
  });
}
