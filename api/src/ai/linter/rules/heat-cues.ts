import { HAS_CUE } from "../../offline-chef/knowledge/level-steps.ts";
import type { Finding } from "../finding.ts";
import type { LintContext } from "../lint-context.ts";

const STOVE = /\b(refogue|doure|frite|salteie|grelhe|sele|toste|cozinhe|ferva|derreta)\b/i;

/**
 * A stove step for a beginner or a confident cook says how long or until when ("até murchar, cerca de 3
 * minutos"). Not among lintRecipe's rules: an intermediário recipe, and the model's recipes the linter
 * retries, may leave a continuation step ("junte os tomates e refogue") to the cook's eye, as Brazilian
 * recipe books do; the offline chef's level tests hold its iniciante and avançado recipes to it.
 */
export function heatWithoutCue({ recipe }: LintContext): Finding[] {
  if (recipe.skillLevel === "intermediario") return [];
  return recipe.instructions.flatMap((step, i) =>
    STOVE.test(step) && !HAS_CUE.test(step)
      ? [
          {
            code: "heat_cue" as const,
            at: `instructions[${i}]`,
            detail: "a cooking step with no time or sign of doneness",
          },
        ]
      : [],
  );
}
