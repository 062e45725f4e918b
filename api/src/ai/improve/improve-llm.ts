import { improvedRecipeOutputSchema, type ImprovedRecipe, type UserRecipeDraft } from "@chefzap/shared";
import { improveRecipePrompt, recipeSystemPrompt } from "@chefzap/prompts";
import type { Logger } from "pino";
import type { AiConfig } from "../../config/env.ts";
import { MalformedOutputError } from "../errors.ts";
import { chatModel } from "../chat-model.ts";
import { callModel } from "../model-call.ts";
import { normalizeIngredient } from "../offline-chef/index.ts";

function describeDraft(draft: UserRecipeDraft): string {
  return [
    `Título: ${draft.title}`,
    draft.description ? `Descrição: ${draft.description}` : "",
    `Porções: ${draft.servings} · Tempo: ${draft.cookingTime} min`,
    "Ingredientes:",
    ...draft.ingredients.map((line) => `- ${line}`),
    "Preparo:",
    ...draft.instructions.map((step, n) => `${n + 1}. ${step}`),
    draft.tips ? `Dicas: ${draft.tips}` : "",
    draft.substitutions ? `Substituições: ${draft.substitutions}` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

/** The catalogue foods of a list; lines the catalogue does not know are left out of the check. */
function foodsOf(lines: readonly string[]): Set<string> {
  return new Set(lines.flatMap((line) => normalizeIngredient(line).food?.key ?? []));
}

/**
 * The improvement keeps the author's dish: every food of theirs the catalogue recognises is still in
 * the list. A model that swapped or dropped one is treated like malformed output (retried, and in the
 * end the offline rules answer).
 */
function keepsTheDish(draft: UserRecipeDraft, improved: UserRecipeDraft): void {
  const after = foodsOf(improved.ingredients);
  const lost = [...foodsOf(draft.ingredients)].filter((food) => !after.has(food));
  if (lost.length) throw new MalformedOutputError(`improvement dropped ${lost.join(", ")}`);
}

/** "Criar com IA…" through any OpenAI-compatible model, under the shared retry and deadline policy. */
export function createLlmImprover(config: AiConfig, logger: Logger) {
  const model = chatModel(config, { temperature: 0.4 });
  const structured = model.withStructuredOutput(improvedRecipeOutputSchema, {
    name: "receita_melhorada",
    method: "jsonSchema",
  });
  const system = { role: "system" as const, content: recipeSystemPrompt.render({}) };

  return {
    improve(draft: UserRecipeDraft, signal?: AbortSignal): Promise<ImprovedRecipe> {
      const user = {
        role: "user" as const,
        content: improveRecipePrompt.render({ receita: describeDraft(draft) }),
      };
      const read = (raw: unknown): ImprovedRecipe => {
        const parsed = improvedRecipeOutputSchema.safeParse(raw);
        if (!parsed.success) throw new MalformedOutputError("output does not match the improvement schema");
        const { changes, ...recipe } = parsed.data;
        keepsTheDish(draft, recipe);
        return { recipe, source: "llm", changes };
      };
      return callModel((attempt) => structured.invoke([system, user], { signal: attempt }), read, {
        config,
        logger,
        task: "improve",
        signal,
      });
    },
  };
}
