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

// "Asse a 200 °C", "forno a 180 °C": a step that sets the oven to a temperature.
const OVEN_AT = /\b(forno|asse|assar|gratine|gratinar)\b[^.;]*\d+\s*°\s*c/;
// A toaster or an airfryer heats in a minute; the rule is about the oven the dish waits for.
const NOT_OVEN = /\b(airfryer|air fryer|fritadeira)\b/;

/**
 * An oven set to a temperature only in the step that puts the dish in: the dish sits in a cold oven for
 * ten minutes, cooks unevenly and the times go wrong. Some earlier step (or that one) preheats it.
 * The offline chef's recipes are held to it; hand-written home recipes often leave the preheat implied,
 * so lintRecipe does not run it on every recipe yet.
 */
export function ovenNotPreheated({ recipe }: LintContext): Finding[] {
  const steps = recipe.instructions.map((step) => fold(step.toLowerCase()));
  const first = steps.findIndex((text) => OVEN_AT.test(text) && !NOT_OVEN.test(text));
  if (first < 0 || steps.slice(0, first + 1).some((text) => PREHEATS.test(text))) return [];
  return [
    { code: "oven_not_preheated", at: `instructions[${first}]`, detail: "the oven is never preheated" },
  ];
}

// "Asse coberto", "asse tampado": covered with something the recipe must name.
const COVERED = /\b(asse|assar|cozinhe|leve ao forno)\b[^.;]*\b(coberto|coberta|tampado|tampada)\b/;
const COVER = /\b(papel[- ]aluminio|tampa|tampe|tampad|filme|outra forma|outro prato)\b/;

/** "Asse coberto por 15 minutos": a cook reaches for foil only when some step says to use it. */
export function coveredWithNothing({ recipe }: LintContext): Finding[] {
  const steps = recipe.instructions.map((step) => fold(step.toLowerCase()));
  const at = steps.findIndex((text) => COVERED.test(text) && /\basse|forno\b/.test(text));
  if (at < 0 || steps.slice(0, at + 1).some((text) => COVER.test(text.replace(COVERED, "")))) return [];
  return [
    { code: "covered_with_nothing", at: `instructions[${at}]`, detail: "baked covered, but with what?" },
  ];
}
