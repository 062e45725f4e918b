import { fold } from "@chefzap/shared";
import { activeMinutes, stepCookings } from "../../offline-chef/modify/step-cooking.ts";
import type { Finding } from "../finding.ts";
import type { LintContext } from "../lint-context.ts";

/** The total time holds at least the minutes its cooking steps state (rests and parallel work aside). */
export function totalBelowSteps({ recipe }: LintContext): Finding[] {
  // "de 25 a 40 minutos" may take 25: a range counts by its shortest time here.
  const steps = activeMinutes(
    recipe.instructions.map((step) => step.replace(/(\d+)\s*a\s*\d+(?=\s*(?:min|h))/g, "$1")),
  );
  // A total rounded to the nearest 5 minutes may fall a few short of the steps' sum.
  return recipe.cookingTime + 5 < steps
    ? [
        {
          code: "total_time" as const,
          at: "cookingTime",
          detail: `${recipe.cookingTime} min in total, but the cooking steps state ${steps} min`,
        },
      ]
    : [];
}

/**
 * A step that names a main food cooks it for as long as its cut takes by the step's method: raw chicken
 * cubes are not sautéed in 3 minutes, nor a fish fillet stewed for 23. The minimum counts only where the
 * food finishes cooking (a food sealed, then simmered, is done by the simmering).
 */
export function stepTimeForFood({ recipe }: LintContext): Finding[] {
  return stepCookings(recipe.ingredients, recipe.instructions).flatMap((cooking, i) => {
    const { minutes, perSide, named, range } = cooking;
    if (!named || !range || minutes === undefined) return [];
    const stated = perSide ? minutes * 2 : minutes;
    const [min, max] = range;
    const step = fold(recipe.instructions[i]!.toLowerCase());
    // "sele por 4 minutos e termine até o ponto": a step that cooks until a sign states no whole time.
    const shortOk = stated >= min || /\b(ate|termine)\b/.test(step);
    // "volte o camarão à panela": a food cooked before only warms through the step's minutes.
    const longOk = stated <= max || /\bvolte\b/.test(step);
    if (shortOk && longOk) return [];
    // A step stating several times ("2 minutos, vire e doure por mais 5") is read by its longest one.
    if ((step.match(/\d+\s*min/g) ?? []).length > 1) return [];
    return [
      {
        code: "step_time" as const,
        at: `instructions[${i}]`,
        detail: `${stated} min for ${cooking.cuts.join(" + ")}, outside ${min}-${max} min`,
      },
    ];
  });
}
