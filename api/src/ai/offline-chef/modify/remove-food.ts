import { rewrite } from "../generate/level-steps.ts";
import { GARLIC_ALONE } from "../knowledge/level-steps.ts";
import { findMentions } from "./mention-lexer.ts";
import { foodsIn } from "./step-text.ts";
import { foodOfLine, type Draft } from "./recipe-draft.ts";

const ARTICLE = "(?:(?:o|a|os|as|do|da|dos|das|no|na|nos|nas|ao|à|aos|às)\\s+)?";

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A step whose only vegetable left is the garlic: nothing in it wilts any more. */
function garlicAlone(step: string): boolean {
  const vegetables = foodsIn(step).filter((food) => food.role === "vegetable");
  return vegetables.length > 0 && vegetables.every((food) => food.key === "alho");
}

const OBJECT_LOST = /^\p{L}+\s+(?:ao|à|aos|às|no|na|nos|nas|em|sobre)\s/iu;

const SHARE = /^(?:metade|o restante|um pouco|parte|uma pitada)$/i;

/** Whether the text goes on with a food ("o alho e…", "metade do alho", "pimenta-do-reino."). */
function startsWithFood(text: string): boolean {
  const first = findMentions(text)[0];
  if (!first) return false;
  const before = text.slice(0, first.start).trim();
  return before === "" || SHARE.test(before);
}

/** Takes one named food out of a step: from a list ("a cebola, o alho e o tomate") or with its "com". */
function dropMention(step: string, start: number, end: number): string {
  const name = escape(step.slice(start, end));
  // "metade do alho", "o restante do alho": the share goes with the food.
  const food = `(?:(?:metade|o restante|um pouco|parte)\\s+)?${ARTICLE}${name}`;
  const patterns = [
    new RegExp(`,\\s*${food}(?![\\p{L}])`, "iu"),
    new RegExp(`\\s+e\\s+${food}(?![\\p{L}])`, "iu"),
    new RegExp(`${food},\\s*`, "iu"),
    new RegExp(`${food}\\s+e\\s+`, "iu"),
    new RegExp(`\\s+com\\s+${food}(?![\\p{L}])`, "iu"),
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(step);
    if (!match) continue;
    // "sal e pimenta", "sal, pimenta" are lists; "com sal e desfie", "com o óleo, arrume" are the food,
    // then the next action.
    const listItem = pattern === patterns[2] || pattern === patterns[3];
    if (listItem && !startsWithFood(step.slice(match.index + match[0].length))) continue;
    return step.slice(0, match.index) + step.slice(match.index + match[0].length);
  }
  return step;
}

/**
 * The title or description without a food it names in a list or with "com" ("Ensopado de frango com
 * pimentão" → "Ensopado de frango"); a food the dish is named of ("Creme de pimentão") stays.
 */
export function withoutMentionOf(text: string, key: string): string {
  const mention = findMentions(text).find((m) => m.key === key);
  if (!mention) return text;
  return dropMention(text, mention.start, mention.end)
    .replace(/\s{2,}/g, " ")
    .replace(/\s+([,.])/g, "$1")
    .trim();
}

/** Removes a food from the list, the steps, the title and the description; a step about nothing else goes away. */
export function removeFood(draft: Draft, key: string, reason: string): void {
  draft.title = withoutMentionOf(draft.title, key);
  if (draft.description) draft.description = withoutMentionOf(draft.description, key);
  const before = draft.ingredients.length;
  draft.ingredients = draft.ingredients.filter((line) => foodOfLine(line)?.key !== key);
  const steps: string[] = [];
  for (const original of draft.instructions) {
    let step = original;
    for (let guard = 0; guard < 4; guard += 1) {
      const mention = findMentions(step).find((m) => m.key === key);
      if (!mention) break;
      const next = dropMention(step, mention.start, mention.end);
      if (next === step) {
        const others = findMentions(step).some((m) => m.key !== key);
        step = others ? step.slice(0, mention.start) + step.slice(mention.end) : "";
      } else step = next;
    }
    const trimmed = step
      .replace(/\s{2,}/g, " ")
      .replace(/\s+([,.])/g, "$1")
      .trim();
    const cleaned = step !== original && garlicAlone(trimmed) ? rewrite(trimmed, GARLIC_ALONE) : trimmed;
    // "Misture os ovos ao arroz" without the eggs is "Misture ao arroz": its verb lost what it acted on.
    const lost = step !== original && OBJECT_LOST.test(cleaned) && findMentions(cleaned).length <= 1;
    if (lost) continue;
    if (cleaned.length > 5) steps.push(cleaned.charAt(0).toUpperCase() + cleaned.slice(1));
  }
  draft.instructions = steps;
  if (draft.ingredients.length !== before) draft.removed.push({ key, reason });
}
