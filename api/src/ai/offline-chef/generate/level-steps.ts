import {
  BEGINNER_CUES,
  BEGINNER_FLAME,
  GRATIN_MINUTES,
  MISE_EN_PLACE,
  OVEN_SAFETY,
  PREHEAT,
  PRESSURE_RELEASE,
  ROAST_REST,
  SPLIT_LENGTH,
  SPLIT_PART,
  STATED_TIME,
  STOVE_CUES,
  TIME_SLOTS,
  type StepRewrite,
} from "../knowledge/level-steps.ts";
import { capitalize } from "../text/sentence.ts";
import type { SkillLevel } from "../types.ts";
import { cookingOf } from "./level-tips.ts";

export interface LevelledSteps {
  steps: string[];
  /** Minutes the level's own steps add to the total (a pressure cooker left to settle). */
  extraMinutes: number;
}

/** The step with the first of `rules` that applies to it. */
export function rewrite(step: string, rules: readonly StepRewrite[]): string {
  for (const rule of rules) {
    if (rule.unless?.test(step) || (rule.when && !rule.when.test(step)) || !rule.match.test(step)) continue;
    // "cerca de 3 minutos e tempere": the added cue closes its clause before the next action.
    return step.replace(rule.match, rule.replace).replace(/(minutos?|queimar) e (tempere)\b/, "$1, e $2");
  }
  return step;
}

function withEnd(text: string): string {
  const trimmed = capitalize(text.trim());
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** "Retire e reserve. Na mesma panela, refogue…": one action per step for a cook following line by line. */
function split(step: string): string[] {
  if (step.length <= SPLIT_LENGTH) return [step];
  const at = step.search(/(?:; |\. )(?=\p{L})/u);
  if (at < SPLIT_PART || step.length - at - 2 < SPLIT_PART) return [step];
  return [withEnd(step.slice(0, at)), ...split(withEnd(step.slice(at + 2)))];
}

/**
 * Every level lights the oven before the dish goes in: set only in the baking step, the dish would wait in
 * a cold oven and its times would go wrong. A dish that names a temperature gets it; a beginner's gets the
 * default even without one.
 */
function preheat(out: string[], onlyStated: boolean): void {
  const baked = out.findIndex((step) => PREHEAT.bakes.test(step) && !PREHEAT.notOven.test(step));
  if (baked < 0 || out.slice(0, baked + 1).some((step) => PREHEAT.preheated.test(step))) return;
  const celsius = PREHEAT.temperature.exec(out[baked]!)?.[1];
  if (!celsius && onlyStated) return;
  // Lit after the last pan work before the oven: heating it through a 30-minute filling wastes gas.
  const lastPan = out.slice(0, baked).findLastIndex((step) => cookingOf([step]) === "stove");
  out.splice(lastPan + 1, 0, PREHEAT.step(celsius ?? PREHEAT.defaultCelsius));
}

function beginner(steps: readonly string[], ingredients: readonly string[]): LevelledSteps {
  let extraMinutes = 0;
  const out: string[] = [];
  // An oven step stays whole: "asse…; retire o papel e doure" split would read as a pan after the oven.
  const parts = steps.flatMap((step) => (PREHEAT.bakes.test(step) ? [step] : split(step)));
  for (const step of parts) {
    const cued = rewrite(rewrite(rewrite(step, BEGINNER_FLAME), BEGINNER_CUES), STOVE_CUES);
    out.push(cued);
    if (PRESSURE_RELEASE.after.test(cued)) {
      out.push(PRESSURE_RELEASE.step);
      extraMinutes += PRESSURE_RELEASE.minutes;
    }
  }
  const baked = out.findIndex((step) => PREHEAT.bakes.test(step));
  if (baked >= 0) out[baked] = `${out[baked]}${OVEN_SAFETY}`;
  preheat(out, false);
  const cuts = ingredients.some((line) => MISE_EN_PLACE.cut.test(line));
  const cooking = cookingOf(out);
  if (cuts && ingredients.length >= MISE_EN_PLACE.minLines && cooking !== "cold") {
    // First thing, after any soaking begun the day before.
    const at = out.findIndex((step) => !MISE_EN_PLACE.dayBefore.test(step));
    // Cutting is in every level's total already; done first, it only changes when.
    out.splice(
      Math.max(0, at),
      0,
      MISE_EN_PLACE.step(
        cooking === "stove" ? "o fogo" : "o forno",
        out.some((step) => MISE_EN_PLACE.cutStep.test(step)),
      ),
    );
  }
  return { steps: out, extraMinutes };
}

function confident(steps: readonly string[]): LevelledSteps {
  const out = steps.map((step) => rewrite(step, STOVE_CUES));
  preheat(out, true);
  // The meat is named in the bake step or in the one that lays it in the pan.
  const roast = out
    .map((step, i) => PREHEAT.bakes.test(step) && ROAST_REST.meat.test(`${out[i - 1] ?? ""} ${step}`))
    .lastIndexOf(true);
  if (roast < 0 || out.some((step) => ROAST_REST.rested.test(step))) return { steps: out, extraMinutes: 0 };
  out.splice(roast + 1, 0, ROAST_REST.step);
  return { steps: out, extraMinutes: ROAST_REST.minutes };
}

/**
 * The steps as the level reads them: iniciante gets the flame, the signs of doneness, the care and the
 * preparation a first-time cook needs; avançado keeps its concise technique but never a cooking step
 * without a time or a sign. Intermediário is the template as written.
 */
export function levelSteps(
  steps: readonly string[],
  level: SkillLevel,
  ingredients: readonly string[],
): LevelledSteps {
  if (level === "iniciante") return beginner(steps, ingredients);
  if (level === "avancado") return confident(steps);
  const out = [...steps];
  preheat(out, true);
  return { steps: out, extraMinutes: 0 };
}

/**
 * An avançado step that bakes "até o centro firmar" or simmers "em fervura branda" still says how long:
 * the time of the simpler version of the same step, or a gratin's few minutes.
 */
export function timedStep(advanced: string, simple: string | undefined): string {
  if (STATED_TIME.test(advanced)) return advanced;
  const slot = TIME_SLOTS.find((pattern) => pattern.test(advanced));
  if (!slot) return advanced;
  const stated = simple ? STATED_TIME.exec(simple)?.[0] : undefined;
  const time = stated ?? (/gratine/i.test(advanced) ? GRATIN_MINUTES : undefined);
  if (!time) return advanced;
  const about = time.startsWith("cerca") || / a \d/.test(time) ? time : `cerca de ${time}`;
  return advanced.replace(slot, `$1 por ${about}${slot.source.endsWith("(?= até)") ? "," : ""}`);
}
