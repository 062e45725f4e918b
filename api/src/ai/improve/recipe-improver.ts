import type { ImprovedRecipe, UserRecipeDraft } from "@chefzap/shared";
import type { Logger } from "pino";
import type { AiConfig } from "../../config/env.ts";
import { createLlmImprover } from "./improve-llm.ts";
import { improveOffline } from "./improve-offline.ts";

/** "Criar com IA…" for a recipe the author wrote; nothing here saves or counts anything. */
export interface RecipeImprover {
  /** Whether improving calls a model (which costs money per call) or only runs the offline rules. */
  readonly mode: "llm" | "offline";
  /** The model's improvement; the offline rules' when there is no model or it fails. */
  improve(draft: UserRecipeDraft, signal?: AbortSignal): Promise<ImprovedRecipe>;
  /** The offline rules alone, free of charge. */
  tidy(draft: UserRecipeDraft): ImprovedRecipe;
}

export function createRecipeImprover(config: AiConfig | undefined, logger: Logger): RecipeImprover {
  if (!config)
    return { mode: "offline", improve: async (draft) => improveOffline(draft), tidy: improveOffline };
  const llm = createLlmImprover(config, logger);
  return {
    mode: "llm",
    tidy: improveOffline,
    async improve(draft, signal) {
      try {
        return await llm.improve(draft, signal);
      } catch (error) {
        if (signal?.aborted) throw error;
        logger.warn({ err: error, task: "improve" }, "AI unavailable; the offline rules improve the recipe");
        return improveOffline(draft);
      }
    },
  };
}
