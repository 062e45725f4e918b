import { fold } from "@chefzap/shared";
import { cutOf, methodOf, minutesFor, NOT_COOKING, type FoodCut, type MinuteRange } from "./cooking-times.ts";
import { foodOfLine } from "./recipe-draft.ts";
import { foodsIn, stepMinutes } from "./step-text.ts";

// A liquid that simmers what is in the pot cooks the foods put in before; an oven or a basket
// holding an assembled dish ("espalhe o recheio") only heats what is already cooked.
const POT_METHODS: ReadonlySet<string> = new Set(["stew", "pressure", "covered_pan"]);
// Minutes past these foods' time do them no harm (a potato in a long stew, an egg in a dough, a braise,
// the linguiça simmered with a feijoada's beans), so a step that cooks one of them is not too long for
// another.
const LONG_KEEPING: ReadonlySet<FoodCut> = new Set([
  "legume_duro",
  "ovo",
  "carne_panela",
  "frango_coxa",
  "linguica",
]);
const ASSEMBLED = /\b(recheio|pure|camadas?|monte)\b/;

/** What one step cooks and for how long it may take: the minimum only where a food finishes. */
export interface StepCooking {
  minutes?: number;
  /** "2 minutos de cada lado": the stated minutes are per side. */
  perSide: boolean;
  cuts: FoodCut[];
  /** The step names its foods; false when they are the pot's, read from earlier steps. */
  named: boolean;
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

/** What each step cooks; `anyMethod` lets an oven or a basket cook the pot's foods too. */
function cooked(
  cuts: ReadonlyMap<string, FoodCut>,
  steps: readonly string[],
  anyMethod: boolean,
): Array<FoodCut[]> {
  let pot: FoodCut[] = [];
  return steps.map((step) => {
    const text = fold(step.toLowerCase());
    if (!anyMethod && ASSEMBLED.test(text)) pot = [];
    const foods = foodsIn(step);
    const named = foods.flatMap((food) => cuts.get(food.key) ?? []);
    const method = methodOf(step);
    const carried = method && (POT_METHODS.has(method) || (anyMethod && method !== "saute")) ? pot : [];
    pot = [...new Set([...pot, ...named])];
    if (NOT_COOKING.test(text) || !method) return [];
    return [...new Set([...named, ...carried])];
  });
}

function statedMinutes(step: string): number {
  const minutes = stepMinutes(step) ?? 0;
  return /\bde cada lado\b/i.test(step) ? minutes * 2 : minutes;
}

/**
 * Each step's cooking of the recipe's main foods (by cut, from their ingredient lines) and the minutes
 * it should take. A food sealed in one step and simmered or baked in a later one must be done only by
 * the last, and minutes it already had count toward it.
 */
export function stepCookings(lines: readonly string[], steps: readonly string[]): StepCooking[] {
  const listed = cutsOf(lines);
  const perStep = cooked(listed, steps, false);
  const anyStep = cooked(listed, steps, true);
  return steps.map((step, i) => {
    const method = methodOf(step);
    const cuts = perStep[i]!;
    const keeps = cuts.some((cut) => LONG_KEEPING.has(cut));
    const earlier = (cut: FoodCut) =>
      anyStep
        .slice(0, i)
        .reduce((sum, done, j) => sum + (done.includes(cut) ? statedMinutes(steps[j]!) : 0), 0);
    const ranges = cuts.flatMap((cut) => {
      const range = method ? minutesFor(cut, method) : undefined;
      if (!range) return [];
      const finishes = !anyStep.slice(i + 1).some((later) => later.includes(cut));
      // A soft vegetable beside a protein cooks as long as the protein takes.
      const high = cut === "legume_macio" && cuts.length > 1 ? Infinity : range[1];
      return [[finishes ? Math.max(0, range[0] - earlier(cut)) : 0, high] as const];
    });
    const min = Math.max(0, ...ranges.map(([low]) => low));
    // The most delicate food sets the longest time, unless it cannot be done by then.
    const max = keeps ? Infinity : Math.min(...ranges.map(([, high]) => high));
    const range: MinuteRange | undefined =
      ranges.length === 0 ? undefined : [min, max < min ? Infinity : max];
    const named = foodsIn(step).some((food) => listed.has(food.key));
    return { minutes: stepMinutes(step), perSide: /\bde cada lado\b/i.test(step), cuts, named, range };
  });
}

/** Minutes of the steps that cook, rests and work done meanwhile left out. */
export function activeMinutes(steps: readonly string[]): number {
  return steps
    .filter((step) => !NOT_COOKING.test(fold(step.toLowerCase())))
    .reduce((sum, step) => sum + (stepMinutes(step) ?? 0), 0);
}
