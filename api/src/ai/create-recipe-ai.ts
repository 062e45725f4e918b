import type { Logger } from "pino";
import type { AiConfig } from "../config/env.ts";
import { createLlmChef } from "./llm-chef.ts";
import { generateOffline, modifyOffline } from "./offline-chef/index.ts";
import type { AiResult, RecipeAi } from "./recipe-ai.ts";

/**
 * The model when a key is configured, with the offline chef behind it; the offline chef alone otherwise.
 * A user always gets a recipe: an AI outage degrades quality, never availability.
 */
export function createRecipeAi(config: AiConfig | undefined, logger: Logger): RecipeAi {
  const offline: RecipeAi = {
    mode: "offline",
    generate: async (input) => ({ recipe: generateOffline(input), source: "offline" }),
    alternative: async (input) => ({
      recipe: generateOffline({ ...input, version: input.version }),
      source: "offline",
    }),
    modify: async (input) => ({ recipe: modifyOffline(input), source: "offline" }),
  };
  if (!config) return offline;

  const llm = createLlmChef(config, logger);
  const withFallback =
    <I>(task: keyof typeof llm, fallback: (input: I) => Promise<AiResult>) =>
    async (input: I, signal?: AbortSignal): Promise<AiResult> => {
      try {
        const run = llm[task] as (input: I, signal?: AbortSignal) => ReturnType<(typeof llm)[typeof task]>;
        return { recipe: await run(input, signal), source: "llm" };
      } catch (error) {
        if (signal?.aborted) throw error;
        logger.warn({ err: error, task }, "AI unavailable; the offline chef answers");
        return fallback(input);
      }
    };

  return {
    mode: "llm",
    generate: withFallback("generate", offline.generate),
    alternative: withFallback("alternative", offline.alternative),
    modify: withFallback("modify", offline.modify),
  };
}
