import type { GeneratedRecipe } from "@chefzap/shared";
import { guessFood } from "../normalize/guess-food.ts";
import { matchIngredient } from "../normalize/normalize-ingredient.ts";
import type { FoodUse, SkillLevel } from "../types.ts";
import { attachSide } from "./attach-side.ts";
import { choosePlan } from "./choose-plan.ts";
import { composeDish } from "./compose-recipe.ts";
import { reasonFor, unknownReason } from "./left-out.ts";

export interface GenerateOfflineInput {
  ingredients: string[];
  skillLevel: SkillLevel;
  version?: number;
  /** A dish asked for by name ("escondidinho"); the ingredients then fill it. */
  dish?: string | undefined;
}

type LeftOut = GeneratedRecipe["leftOut"][number];

interface PreparedInput {
  /** One use per distinct food; repeats ("ovo", "ovos") ride along with the first. */
  uses: FoodUse[];
  repeats: Map<FoodUse, string[]>;
  /** Typed ingredients the chef has no use for. */
  unknown: string[];
}

function prepare(ingredients: readonly string[]): PreparedInput {
  const uses: FoodUse[] = [];
  const repeats = new Map<FoodUse, string[]>();
  const unknown: string[] = [];
  for (const raw of ingredients) {
    const match = matchIngredient(raw);
    const entry = match.food ?? guessFood(match);
    if (!entry || !match.key) {
      unknown.push(raw);
      continue;
    }
    const first = uses.find((use) => use.food.key === entry.key);
    if (first) repeats.get(first)!.push(raw);
    else {
      const use: FoodUse = { food: entry, display: match.display, gender: match.gender, raw };
      uses.push(use);
      repeats.set(use, []);
    }
  }
  return { uses, repeats, unknown };
}

/** Builds a recipe from the cook's ingredients without any AI: see index.ts for the contract. */
export function generateOffline(input: GenerateOfflineInput): GeneratedRecipe {
  const { uses, repeats, unknown } = prepare(input.ingredients);
  const plan = attachSide(choosePlan(uses, input.version ?? 0, input.dish));
  const dish = composeDish(plan, input.skillLevel);
  const rawOf = (use: FoodUse) => [use.raw!, ...(repeats.get(use) ?? [])];
  const leftOut: LeftOut[] = [
    ...plan.unplaced.flatMap((use) =>
      rawOf(use).map((raw) => ({ ingredient: raw, reason: reasonFor(use, plan, dish.ref) })),
    ),
    ...unknown.map((raw) => unknownReason(raw, dish.ref)),
  ];
  const placed = new Set(plan.placed.flatMap(rawOf));
  return {
    title: dish.title,
    description: dish.description,
    ingredients: dish.ingredients,
    instructions: dish.instructions,
    cookingTime: dish.cookingTime,
    servings: dish.servings,
    tips: dish.tips,
    substitutions: dish.substitutions,
    skillLevel: dish.level,
    usedIngredients: input.ingredients.filter((raw) => placed.has(raw)),
    leftOut,
  };
}
