import { fold, readLeadingAmount } from "@chefzap/shared";
import { BATCH_MINUTES, PAN_BATCH_GRAMS } from "./cooking-times.ts";
import { foodOfLine, mentionsKeyIn, type Draft } from "./recipe-draft.ts";
import { withArticle } from "./step-text.ts";

const BROWNS = /\b(?:doure|sele|frite|grelhe)\b/i;
const IN_BATCHES = /\b(?:aos poucos|em levas|em partes|em etapas)\b/i;

function grams(line: string): number | undefined {
  const text = fold(line.trim().toLowerCase());
  const amount = readLeadingAmount(text, 0);
  if (!amount) return undefined;
  const unit = /^\s*(kg|g)\b/.exec(text.slice(amount.end))?.[1];
  return unit === "kg" ? amount.low * 1000 : unit === "g" ? amount.low : undefined;
}

function proteinGrams(lines: readonly string[]): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of lines) {
    const food = foodOfLine(line);
    const weight = grams(line);
    if (food?.role === "protein" && weight) found.set(food.key, (found.get(food.key) ?? 0) + weight);
  }
  return found;
}

/**
 * 600 g of frango where there were 300 g does not brown in the same pan in the same minutes: each batch
 * past what the pan holds adds its minutes to the total, and the cook is told to brown it in batches.
 */
export function addBatchTime(draft: Draft, before: readonly string[]): void {
  const was = proteinGrams(before);
  for (const [key, now] of proteinGrams(draft.ingredients)) {
    const browning = draft.instructions.find((step) => BROWNS.test(step) && mentionsKeyIn(step, key));
    if (!browning) continue;
    const extra = Math.ceil(now / PAN_BATCH_GRAMS) - Math.ceil((was.get(key) ?? now) / PAN_BATCH_GRAMS);
    if (extra <= 0) continue;
    draft.cookingTime += extra * BATCH_MINUTES;
    const food = foodOfLine(draft.ingredients.find((line) => foodOfLine(line)?.key === key) ?? "");
    if (food && !IN_BATCHES.test(browning))
      draft.tips.push(
        `Com mais ${food.name} na panela, doure ${withArticle("o", food)} em levas, sem amontoar: amontoado, solta água e cozinha em vez de dourar.`,
      );
  }
}
