import { HAS_CUE } from "../../offline-chef/knowledge/level-steps.ts";
import type { Finding } from "../finding.ts";
import type { LintContext } from "../lint-context.ts";

const OVEN = /\b(asse|gratine|leve (?:ao|para o) forno|volte ao forno)\b/i;
// "Sele a peça antes de levar ao forno": the pan, not the oven, is this step's heat.
const BEFORE_OVEN = /\bantes de levar\b/i;
const TIME = /\d+\s*(?:min|h\b|hora)|\d+h\d*/i;
const STOVE = /\b(refogue|doure|frite|salteie|grelhe|sele|toste|cozinhe|ferva|derreta)\b/i;

/** An oven step says how long at every level: "asse até firmar" leaves the cook opening the oven to guess. */
export function ovenWithoutTime({ recipe }: LintContext): Finding[] {
  return recipe.instructions.flatMap((step, i) =>
    OVEN.test(step) && !BEFORE_OVEN.test(step) && !TIME.test(step)
      ? [{ code: "oven_time" as const, at: `instructions[${i}]`, detail: "an oven step with no time" }]
      : [],
  );
}

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
