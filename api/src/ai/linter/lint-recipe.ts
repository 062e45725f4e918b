import type { GeneratedRecipe } from "@chefzap/shared";
import type { Finding } from "./finding.ts";
import { lintContext, type LintContext } from "./lint-context.ts";
import { implausibleAmounts } from "./rules/amounts.ts";
import { caloriesPerPortion } from "./rules/calories.ts";
import {
  fatSpoonFraction,
  packageFraction,
  quarterOfCountedVegetable,
  sauteOil,
} from "./rules/household-amounts.ts";
import { unlistedIngredients, unusedIngredients } from "./rules/ingredients.ts";
import { cookedWithoutHeat, rawNotCooked, reservedNotReturned, stepsAfterEnd } from "./rules/kitchen.ts";
import { agreementErrors, titleNotInDish } from "./rules/words.ts";
import { ficarAgreement } from "./rules/ficar-agreement.ts";
import { countAgreement } from "./rules/count-agreement.ts";
import { stepTimeForFood, totalBelowSteps } from "./rules/cooking-times.ts";
import { riceSaltedLate, riceWaterRatio, unheatedLiquid } from "./rules/grain-cooking.ts";
import {
  chainedLists,
  descriptionCase,
  driedAfterSeasoning,
  lidNeverOn,
  unevenGrams,
} from "./rules/writing.ts";
import { levelAgainstDescription } from "./rules/level.ts";
import { spoonCount, spoonFraction } from "./rules/spoon-amounts.ts";
import { bakeWithoutTime, coveredWithNothing } from "./rules/oven.ts";
import { tipNotInRecipe } from "./rules/tips.ts";
import { descriptionNotInDish, groupWordWithoutGroup } from "./rules/description.ts";
import { cutGround, saidTwice } from "./rules/said-twice.ts";
import { adjectivePairs } from "./rules/adjective-pairs.ts";

const RULES: ReadonlyArray<(ctx: LintContext) => Finding[]> = [
  unusedIngredients,
  unlistedIngredients,
  reservedNotReturned,
  cookedWithoutHeat,
  rawNotCooked,
  stepsAfterEnd,
  implausibleAmounts,
  titleNotInDish,
  agreementErrors,
  quarterOfCountedVegetable,
  packageFraction,
  sauteOil,
  fatSpoonFraction,
  caloriesPerPortion,
  ficarAgreement,
  countAgreement,
  totalBelowSteps,
  stepTimeForFood,
  riceWaterRatio,
  riceSaltedLate,
  unheatedLiquid,
  descriptionCase,
  chainedLists,
  lidNeverOn,
  driedAfterSeasoning,
  unevenGrams,
  bakeWithoutTime,
  levelAgainstDescription,
  spoonFraction,
  spoonCount,
  coveredWithNothing,
  tipNotInRecipe,
  descriptionNotInDish,
  groupWordWithoutGroup,
  saidTwice,
  cutGround,
  adjectivePairs,
];

/**
 * Reads a recipe as a cook would, following the kitchen through the steps, and lists what is wrong.
 * Used on the offline chef's recipes and the model's alike; an empty list is a recipe a cook can follow.
 */
export function lintRecipe(recipe: GeneratedRecipe): Finding[] {
  const ctx = lintContext(recipe);
  return RULES.flatMap((rule) => rule(ctx));
}
