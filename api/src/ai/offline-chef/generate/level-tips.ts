import {
  BEGINNER_LAID_OUT,
  LEVEL_TIPS,
  OVEN_FALLBACK_TIP,
  SWEET_LEVEL_TIPS,
  type LevelTip,
  type TipKitchen,
} from "../knowledge/level-tips.ts";
import { MISE_EN_PLACE } from "../knowledge/level-steps.ts";
import type { SkillLevel } from "../types.ts";

export type Cooking = "stove" | "oven" | "cold";

const STOVE =
  /\b(fogo|panela|frigideira|refogue|doure|ferva|fervente|frite|salteie|grelhe|aqueça|cozinhe)\b/i;
// A microwave melts or cooks in minutes: no oven to preheat, no oven to read.
const OVEN = /\b(forno|asse|assadeira)\b/i;
const AIRFRYER = /\bairfryer\b/i;
// Melting chocolate in the microwave is not cooking the dish there; a mug cake is.
const MICRO = /\bleve ao micro-ondas\b/i;
const OVEN_MINUTES = /\b(asse|forno)\b[^.]*?\b(\d+)(?: a (\d+))? minutos|\b(asse|forno)\b[^.]*?\b\d+\s*h/i;

/** How the dish is cooked: a step that browns in the oven ("retire o papel e doure") is the oven's. */
export function cookingOf(steps: readonly string[]): Cooking {
  if (steps.some((step) => STOVE.test(step) && !OVEN.test(step))) return "stove";
  return steps.some((step) => OVEN.test(step)) ? "oven" : "cold";
}

function kitchenOf(steps: readonly string[]): TipKitchen {
  if (steps.some((step) => AIRFRYER.test(step))) return "airfryer";
  const cooking = cookingOf(steps);
  return cooking === "cold" && steps.some((step) => MICRO.test(step)) ? "micro" : cooking;
}

/** The longest oven time a step states, in minutes; 0 when no oven step gives one. */
function ovenMinutes(steps: readonly string[]): number {
  return Math.max(
    0,
    ...steps.map((step) => {
      const found = OVEN_MINUTES.exec(step);
      if (!found) return 0;
      return found[2] ? Number(found[3] ?? found[2]) : 60;
    }),
  );
}

function fits(tip: LevelTip, steps: readonly string[]): boolean {
  if (tip.needs === "timed") return ovenMinutes(steps) > 0;
  if (tip.needs === "long") return ovenMinutes(steps) >= 20;
  return true;
}

/** The skill level's general tip, for the way this dish is actually cooked and for a sweet or a savory. */
export function levelTip(level: SkillLevel, steps: readonly string[], sweet = false): string {
  const kitchen = kitchenOf(steps);
  const laidOut = level === "iniciante" && steps.some((step) => MISE_EN_PLACE.opening.test(step));
  const tip = laidOut
    ? BEGINNER_LAID_OUT[kitchen]
    : ((sweet ? SWEET_LEVEL_TIPS[kitchen]?.[level] : undefined) ?? LEVEL_TIPS[kitchen][level]);
  return (fits(tip, steps) ? tip : OVEN_FALLBACK_TIP).text;
}

const EVERY_LEVEL_TIP = new Map<string, boolean>([
  ...Object.values(LEVEL_TIPS).flatMap((byLevel) =>
    Object.values(byLevel).map((tip) => [tip.text, false] as const),
  ),
  ...Object.values(SWEET_LEVEL_TIPS).flatMap((byLevel) =>
    Object.values(byLevel ?? {}).map((tip) => [tip.text, true] as const),
  ),
  ...Object.values(BEGINNER_LAID_OUT).map((tip) => [tip.text, false] as const),
  [OVEN_FALLBACK_TIP.text, false],
]);

/**
 * A level tip written for the steps before a change, said again for the steps after it (an oven tip
 * becomes the airfryer's); any other sentence is returned as it was.
 */
export function relevelTip(sentence: string, level: SkillLevel, steps: readonly string[]): string {
  const sweet = EVERY_LEVEL_TIP.get(sentence);
  return sweet === undefined ? sentence : levelTip(level, steps, sweet);
}
