import {
  DomainError,
  errorMessages,
  HEALTH_GOAL_LABELS,
  RESTRICTION_LABELS,
  type HealthyRecipeInput,
} from "@chefzap/shared";
import { generateOffline } from "../../ai/offline-chef/index.ts";
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

/**
 * Writes dishes from the cook's ingredients until one passes every rule the request sets (adjusted
 * when it can be); throws healthy_unreachable, with how close the best dish came, when none does.
 */
export async function findFit(
  ai: RecipeAi,
  input: HealthyRecipeInput,
  calculating: () => void,
): Promise<FoundFit> {
  const rules = rulesFor(input);
  const seen = new Set<string>();
  let closest: Fitted | undefined;
  for (let version = 0; version < MAX_DISHES; version++) {
    const { recipe, source } = await write(ai, input, version);
    if (version === 0) calculating();
    if (seen.has(recipe.title)) continue;
    seen.add(recipe.title);
    const fit = fitRecipe(recipe, rules);
    if (fit.verification.passed) return { ...fit, source };
    if (!closest || failures(fit) < failures(closest)) closest = fit;
  }
  const problems = closest!.verification.verdicts.flatMap((v) => (v.ok ? [] : [v.problem]));
  throw new DomainError(
    "healthy_unreachable",
    `${errorMessages.healthy_unreachable} O mais perto que chegamos: ${problems.join(" ")}`,
    { problems },
  );
}
