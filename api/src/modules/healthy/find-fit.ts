import {
  DomainError,
  errorMessages,
  HEALTH_GOAL_LABELS,
  RESTRICTION_LABELS,
  type HealthyRecipeInput,
} from "@chefzap/shared";
import { generateOffline, normalizeIngredient } from "../../ai/offline-chef/index.ts";
import type { AiResult, HealthBrief, RecipeAi } from "../../ai/recipe-ai.ts";
import { fitRecipe, type Fitted } from "./adjust-recipe.ts";
import { rulesFor } from "./verify-recipe.ts";

/** Dishes tried before giving up: each is verified and adjusted on its own. */
const MAX_DISHES = 4;
/** Of those, how many the model writes (when one is configured); the offline chef writes the rest. */
const MODEL_DISHES = 2;

export type FoundFit = Fitted & { source: AiResult["source"] };

/** The goal, restrictions and limits in the words the model is given; built here, never by a client. */
export function healthBrief(input: HealthyRecipeInput): HealthBrief {
  const limits = [
    input.maxCalories !== null ? `no máximo ${input.maxCalories} kcal` : "",
    input.maxTime !== null ? `pronta em até ${input.maxTime} minutos, contando geladeira e descansos` : "",
  ].filter(Boolean);
  return {
    goal: HEALTH_GOAL_LABELS[input.healthGoal],
    restrictions: input.dietaryRestrictions.map((id) => RESTRICTION_LABELS[id]).join(", ") || "nenhuma",
    limits: limits.join("; ") || "sem limite de calorias ou de tempo",
  };
}

async function write(ai: RecipeAi, input: HealthyRecipeInput, version: number): Promise<AiResult> {
  const request = { ingredients: input.ingredients, skillLevel: "iniciante" as const, version };
  if (ai.mode === "llm" && version < MODEL_DISHES)
    return ai.generate({ ...request, health: healthBrief(input) });
  return { recipe: generateOffline(request), source: "offline" };
}

const failures = (fit: Fitted) => fit.verification.verdicts.filter((v) => !v.ok).length;

const UNCOUNTABLE =
  "a Tabela TACO não traz esse alimento, e uma receita saudável só sai com todos os números conferidos";

/** The cook's foods that the table could not count in the dishes tried (lula, alcaparra, provolone…). */
function uncountedOwn(ingredients: readonly string[], tried: readonly Fitted[]): string[] {
  const missing = new Set(
    tried.flatMap((fit) =>
      fit.verification.subject.facts.missing.map((line) => normalizeIngredient(line).key),
    ),
  );
  return ingredients.filter((ingredient) => missing.has(normalizeIngredient(ingredient).key));
}

async function bestOf(
  ai: RecipeAi,
  input: HealthyRecipeInput,
  calculating: () => void,
): Promise<{ found?: FoundFit; tried: Fitted[] }> {
  const rules = rulesFor(input);
  const seen = new Set<string>();
  const tried: Fitted[] = [];
  for (let version = 0; version < MAX_DISHES; version++) {
    const { recipe, source } = await write(ai, input, version);
    if (version === 0) calculating();
    if (seen.has(recipe.title)) continue;
    seen.add(recipe.title);
    const fit = fitRecipe(recipe, rules);
    if (fit.verification.passed) return { found: { ...fit, source }, tried };
    tried.push(fit);
  }
  return { tried };
}

/**
 * Writes dishes from the cook's ingredients until one passes every rule the request sets (adjusted
 * when it can be). A food of the cook's that the table cannot count fails every dish, so the dishes
 * are then written without it and the recipe says why it was left out. Throws healthy_unreachable,
 * with how close the best dish came, when none passes.
 */
export async function findFit(
  ai: RecipeAi,
  input: HealthyRecipeInput,
  calculating: () => void,
): Promise<FoundFit> {
  const first = await bestOf(ai, input, calculating);
  if (first.found) return first.found;
  const uncounted = uncountedOwn(input.ingredients, first.tried);
  const rest = input.ingredients.filter((ingredient) => !uncounted.includes(ingredient));
  const second =
    uncounted.length > 0 && rest.length > 0
      ? await bestOf(ai, { ...input, ingredients: rest }, () => {})
      : { tried: [] };
  if (second.found) {
    const { recipe } = second.found;
    const dropped = uncounted.map((ingredient) => ({ ingredient, reason: UNCOUNTABLE }));
    return { ...second.found, recipe: { ...recipe, leftOut: [...recipe.leftOut, ...dropped] } };
  }
  const closest = [...first.tried, ...second.tried].reduce((best, fit) =>
    failures(fit) < failures(best) ? fit : best,
  );
  const problems = closest.verification.verdicts.flatMap((v) => (v.ok ? [] : [v.problem]));
  throw new DomainError(
    "healthy_unreachable",
    `${errorMessages.healthy_unreachable} O que impediu: ${problems.join(" ")}`,
    { problems },
  );
}
