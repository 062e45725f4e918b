import { relevelTip } from "../generate/level-tips.ts";
import { replacedWords, tipSentences, usesOven } from "../text/tip-sentences.ts";
import type { SkillLevel } from "../types.ts";
import { findMentions } from "./mention-lexer.ts";
import { foodOfLine, type Draft } from "./recipe-draft.ts";

/** Whether a sentence of a tip still speaks of this recipe after a change. */
function stillTrue(sentence: string, draft: Draft, held: ReadonlySet<string>): boolean {
  if (/\bforno\b/i.test(sentence) && !draft.instructions.some(usesOven)) return false;
  const words = replacedWords(sentence);
  const replaced = words === undefined ? undefined : findMentions(words)[0];
  return !replaced || replaced.start > 0 || held.has(replaced.key);
}

/**
 * Tips and substitutions after a change, true to the recipe it left: the level tip speaks of the new
 * method (the airfryer's basket, not the oven's door), and a sentence about an oven the dish no longer
 * uses, or a swap for a food it no longer has, goes.
 */
export function trueTips(draft: Draft, level: SkillLevel): void {
  const held = new Set(
    draft.ingredients.map((line) => foodOfLine(line)?.key).filter((key): key is string => Boolean(key)),
  );
  const rewrite = (texts: readonly string[]) => [
    ...new Set(
      texts
        .flatMap(tipSentences)
        .map((sentence) => relevelTip(sentence, level, draft.instructions))
        .filter((sentence) => stillTrue(sentence, draft, held)),
    ),
  ];
  draft.tips = rewrite(draft.tips);
  draft.substitutions = rewrite(draft.substitutions);
}
