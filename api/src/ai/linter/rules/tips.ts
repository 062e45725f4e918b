import { replacedWords, tipSentences, usesOven } from "../../offline-chef/text/tip-sentences.ts";
import { compoundKey } from "../compound-key.ts";
import type { Finding } from "../finding.ts";
import type { LintContext } from "../lint-context.ts";
import { names, namesIn, type LintFood } from "../vocabulary.ts";

const TOOLS: ReadonlyArray<{ tip: RegExp; used: (step: string) => boolean; tool: string }> = [
  { tip: /\bforno\b/i, used: usesOven, tool: "oven" },
  { tip: /\bairfryer\b/i, used: (step) => /\bairfryer\b/i.test(step), tool: "airfryer" },
];
// "Confira o ponto alguns minutos antes do tempo indicado": there must be a time to count back from.
const COUNTS_BACK = /\bantes do tempo indicado\b/i;
const STEP_TIME = /\d+\s*(?:minutos?|min\b|segundos|horas?|h\d*\b)/i;

/** The food a substitution replaces: the one named right after "no lugar do". */
function replacedFood(sentence: string): LintFood | undefined {
  const words = replacedWords(sentence);
  if (!words) return undefined;
  const key = compoundKey(words);
  return namesIn(words).find(({ name }) => key.startsWith(name))?.food;
}

function wrongIn(sentence: string, { recipe, lines }: LintContext): string | undefined {
  const replaced = replacedFood(sentence);
  if (replaced && !lines.some((line) => line.food?.key === replaced.key || names(line.text, replaced)))
    return `replaces ${replaced.name}, which the recipe does not have`;
  const tool = TOOLS.find(({ tip, used }) => tip.test(sentence) && !recipe.instructions.some(used));
  if (tool) return `speaks of the ${tool.tool}, which no step uses`;
  if (COUNTS_BACK.test(sentence) && !recipe.instructions.some((step) => STEP_TIME.test(step)))
    return "counts back from a time no step gives";
  return undefined;
}

/**
 * A tip or a substitution is read against the recipe it sits in: swapping a food the list does not have,
 * an oven tip on an airfryer version, a time to check before when no step gives one.
 */
export function tipNotInRecipe(ctx: LintContext): Finding[] {
  return (["tips", "substitutions"] as const).flatMap((field) =>
    tipSentences(ctx.recipe[field] ?? "").flatMap((sentence) => {
      const wrong = wrongIn(sentence, ctx);
      return wrong
        ? [{ code: "tip_not_in_recipe" as const, at: field, detail: `"${sentence}" ${wrong}` }]
        : [];
    }),
  );
}
