import { phraseKey, phraseWords } from "@chefzap/shared";
import { phraseAt } from "../compound-key.ts";
import { titlePromises } from "../dish-names.ts";
import type { Finding } from "../finding.ts";
import { hasAny, type LintContext } from "../lint-context.ts";
import { names, namesIn } from "../vocabulary.ts";

// Never bought, so never listed: tap water and ice.
const FROM_THE_TAP = new Set(["agua", "gelo"]);
const FILLER = new Set(["de", "da", "do", "das", "dos", "com", "sem", "em", "a", "o", "e", "gosto"]);

/** An unknown food is "used" when one of its significant words is in a step. */
function plainlyUsed(line: string, steps: readonly string[]): boolean {
  const words = phraseWords(line).filter((w) => w.length >= 3 && !FILLER.has(w) && !/\d/.test(w));
  return words.length === 0 || steps.some((step) => hasAny(step, words));
}

/** Every listed ingredient is used by some step. */
export function unusedIngredients({ lines, steps }: LintContext): Finding[] {
  return lines.flatMap((line, i) => {
    const used = line.food ? steps.some((step) => names(step, line.food!)) : plainlyUsed(line.text, steps);
    return used
      ? []
      : [
          {
            code: "unused_ingredient" as const,
            at: `ingredients[${i}]`,
            detail: `"${line.text}" is in no step`,
          },
        ];
  });
}

/** No step uses a food the list does not have (tap water and ice excepted). */
export function unlistedIngredients({ lines, recipe, steps }: LintContext): Finding[] {
  const listed = new Set(lines.map((line) => line.food?.key).filter(Boolean));
  const listedText = lines.map((line) => ` ${phraseKey(line.text)} `);
  // "o feijão" in a step of a recipe that lists feijão-fradinho names the listed one; so does "o pão".
  const namesListed = (name: string) => listedText.some((text) => text.includes(name));
  // "Junte o nhoque escorrido" in a nhoque of batata names the dish the listed foods make.
  const dishes = titlePromises(recipe.title, lines).filter(({ dish, made }) => dish && made);
  const namesDish = (step: string, name: string) =>
    dishes.some(({ phrase }) => phraseAt(step, phrase) >= 0 && phrase.includes(name));
  return recipe.instructions.flatMap((step, i) =>
    namesIn(step)
      .filter(({ food, name }) => !listed.has(food.key) && !FROM_THE_TAP.has(food.key) && !namesListed(name))
      .filter(({ name }) => !namesDish(steps[i]!, name))
      .map(({ food }) => ({
        code: "unlisted_ingredient" as const,
        at: `instructions[${i}]`,
        detail: `uses "${food.name}", which is not in the ingredients`,
      })),
  );
}
