import { fold } from "@chefzap/shared";
import type { Finding } from "../finding.ts";
import type { LintContext } from "../lint-context.ts";

// "Asse", "gratine", "leve ao forno": a step that puts the dish in the oven.
const BAKES = /\b(asse|assar|gratine|gratinar|leve ao forno|volte ao forno)\b/;
const PREHEATS = /\bpreaque/;
// "Sele a peça antes de levar ao forno": the pan, not the oven, is this step's heat.
const BEFORE_OVEN = /\bantes de levar\b/;
// "por 30 a 35 minutos", "por 1h20", "por 1 hora": the time a cook sets the timer for.
const TIMED = /\d+\s*(minutos?|min\b|horas?|h\d*\b)/;

/**
 * A cook sets a timer when the dish goes in the oven: "asse até o creme firmar" alone leaves them
 * opening the door every few minutes. The sign of doneness goes with a time, never instead of one.
 */
export function bakeWithoutTime({ recipe }: LintContext): Finding[] {
  return recipe.instructions.flatMap((step, i) => {
    const text = fold(step.toLowerCase());
    return BAKES.test(text) && !PREHEATS.test(text) && !BEFORE_OVEN.test(text) && !TIMED.test(text)
      ? [
          {
            code: "bake_without_time" as const,
            at: `instructions[${i}]`,
            detail: "an oven step with no time",
          },
        ]
      : [];
  });
}
