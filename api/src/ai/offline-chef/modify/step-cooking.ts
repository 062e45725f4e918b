import { fold } from "@chefzap/shared";
import { cutOf, methodOf, minutesFor, NOT_COOKING, type FoodCut, type MinuteRange } from "./cooking-times.ts";
import { foodOfLine } from "./recipe-draft.ts";
import { foodsIn, stepMinutes } from "./step-text.ts";

const SOLID_ROLES: ReadonlySet<string> = new Set(["protein", "carb", "vegetable", "legume"]);
// A liquid that simmers what is in the pot cooks the foods put in before; an oven or a basket
// holding an assembled dish ("espalhe o recheio") only heats what is already cooked.
const POT_METHODS: ReadonlySet<string> = new Set(["stew", "pressure", "covered_pan"]);
const ASSEMBLED = /\b(recheio|pure|camadas?|monte)\b/;

/** What one step cooks and for how long it may take: the minimum only where a food finishes. */
export interface StepCooking {
  minutes?: number;
  /** "2 minutos de cada lado": the stated minutes are per side. */
  perSide: boolean;
  cuts: FoodCut[];
  range?: MinuteRange;
}

function cutsOf(lines: readonly string[]): Map<string, FoodCut> {
  const cuts = new Map<string, FoodCut>();
  for (const line of lines) {
    const food = foodOfLine(line);
    const cut = food && cutOf(food, line);
    if (food && cut && !cuts.has(food.key)) cuts.set(food.key, cut);
  }
  return cuts;
}

function cooked(lines: readonly string[], steps: readonly string[]): Array<FoodCut[]> {
  const cuts = cutsOf(lines);
  let pot: FoodCut[] = [];
  return steps.map((step) => {
    const text = fold(step.toLowerCase());
    if (ASSEMBLED.test(text)) pot = [];
    const foods = foodsIn(step);
    const named = foods.flatMap((food) => cuts.get(food.key) ?? []);
    const solid = foods.some((food) => SOLID_ROLES.has(food.role));
    const carried = !solid && POT_METHODS.has(methodOf(step) ?? "") ? pot : [];
    pot = [...new Set([...pot, ...named])];
    if (NOT_COOKING.test(text) || !methodOf(step)) return [];
    return named.length > 0 ? named : carried;
  });
}

/**
 * Each step's cooking of the recipe's main foods (by cut, from their ingredient lines) and the minutes
 * it should take. A food sealed in one step and simmered in a later one must be done only by the last.
 */
export function stepCookings(lines: readonly string[], steps: readonly string[]): StepCooking[] {
  const perStep = cooked(lines, steps);
  return steps.map((step, i) => {
    const method = methodOf(step);
    const cuts = perStep[i]!;
    const finishing = cuts.filter((cut) => !perStep.slice(i + 1).some((later) => later.includes(cut)));
    const ranges = (list: readonly FoodCut[]) =>
      method ? list.map((cut) => minutesFor(cut, method)).filter((r): r is MinuteRange => Boolean(r)) : [];
    const all = ranges(cuts);
    const done = ranges(finishing);
    const range: MinuteRange | undefined =
      all.length === 0
        ? undefined
        : [
            done.length > 0 ? Math.max(...done.map(([min]) => min)) : 0,
            Math.max(...all.map(([, max]) => max)),
          ];
    return { minutes: stepMinutes(step), perSide: /\bde cada lado\b/i.test(step), cuts, range };
  });
}

/** Minutes of the steps that cook, rests and work done meanwhile left out. */
export function activeMinutes(steps: readonly string[]): number {
  return steps
    .filter((step) => !NOT_COOKING.test(fold(step.toLowerCase())))
    .reduce((sum, step) => sum + (stepMinutes(step) ?? 0), 0);
}
