import { pluralize } from "@chefzap/shared";
import type { Finding } from "../finding.ts";
import type { LintContext } from "../lint-context.ts";

const ONE = /^(?:1|½|meia|meio|uma?)\s+(\p{L}+)/iu;

/** "1 batata" in the list and "Acrescente as batatas" in a step: the cook looks for a second one. */
export function countAgreement(ctx: LintContext): Finding[] {
  return ctx.lines.flatMap((line) => {
    if (!line.food?.counted || (line.parsed.unit && line.parsed.unit !== "unidade")) return [];
    const word = ONE.exec(line.text.trim())?.[1];
    if (!word || !line.food.names.some((name) => name.trim().startsWith(word.toLowerCase()))) return [];
    const plural = new RegExp(`\\b(?:os|as|dos|das|nos|nas)\\s+${pluralize(word)}(?![\\p{L}-])`, "iu");
    return ctx.recipe.instructions.flatMap((step, s) =>
      plural.test(step)
        ? [
            {
              code: "count_agreement" as const,
              at: `instructions[${s}]`,
              detail: `"${line.text}" is one, and the step names ${pluralize(word)}`,
            },
          ]
        : [],
    );
  });
}
