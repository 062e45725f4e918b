import { methodOf, type MinuteRange } from "./cooking-times.ts";
import type { Draft } from "./recipe-draft.ts";
import { activeMinutes, stepCookings, type StepCooking } from "./step-cooking.ts";

const ONE_TIME = /(\d+)(?:\s*a\s*\d+)?(\s*min(?:utos?)?\b)/;
const HOURS = /\b(?:\d+|uma|duas|tr[eê]s)(?:\s*a\s*\d+)?\s*horas?(?:\s*e\s*meia)?/i;

/**
 * "Junte o arroz, refogue por 1 minuto, cubra com a água e cozinhe, tampado, até secar": the minute is
 * the rice's sauté, not the simmer that finishes the meat, so it is not the step's time to change.
 */
function timeOfOtherClause(step: string): boolean {
  const clause = step.split(/[,;]\s*|\s+e\s+/).find((part) => ONE_TIME.test(part));
  return clause !== undefined && methodOf(clause) === "saute" && methodOf(step) !== "saute";
}

function minutesWord(n: number, unit: string): string {
  return /^\s*minutos?$/.test(unit) ? `${n} ${n === 1 ? "minuto" : "minutos"}` : `${n}${unit}`;
}

function retimed(step: string, { minutes, perSide }: StepCooking, [min, max]: MinuteRange): string {
  const times = step.match(new RegExp(ONE_TIME.source, "g")) ?? [];
  const total = minutes === undefined ? undefined : perSide ? minutes * 2 : minutes;
  if (total === undefined || (total >= min && total <= max)) return step;
  const fixed = Math.min(max, Math.max(min, total));
  // "por 2 horas" for a braise, on the chicken put in its place: said in minutes from now on.
  if (times.length === 0 && HOURS.test(step)) return step.replace(HOURS, `${fixed} minutos`);
  if (times.length !== 1 || timeOfOtherClause(step)) return step;
  return step.replace(ONE_TIME, (_, _n, unit: string) =>
    minutesWord(perSide ? Math.ceil(fixed / 2) : fixed, unit),
  );
}

/**
 * Times each step that cooks a main food by that food's cut and the step's method, so a dish moved to
 * the pan or given another protein does not keep the old one's minutes.
 */
export function retimeSteps(draft: Draft): void {
  const cookings = stepCookings(draft.ingredients, draft.instructions);
  draft.instructions = draft.instructions.map((step, i) => {
    const cooking = cookings[i]!;
    return cooking.range ? retimed(step, cooking, cooking.range) : step;
  });
}

/** The total after a change: the steps' minutes moved it, and it never falls below them. */
export function retotal(draft: Draft, before: readonly string[]): void {
  const after = activeMinutes(draft.instructions);
  const moved = draft.cookingTime + after - activeMinutes(before);
  draft.cookingTime = Math.max(after + 5, Math.round(moved / 5) * 5);
}
