import { generatedRecipeSchema, type GeneratedRecipe } from "@chefzap/shared";
import {
  alternativeRecipePrompt,
  generateRecipePrompt,
  healthyRecipePrompt,
  modifyRecipePrompt,
  recipeSystemPrompt,
} from "@chefzap/prompts";
import type { Logger } from "pino";
import type { AiConfig } from "../config/env.ts";
import { MalformedOutputError } from "./errors.ts";
import { chatModel } from "./chat-model.ts";
import { callModel } from "./model-call.ts";
import { lintRecipe } from "./linter/index.ts";
import { postCheckRecipe } from "./post-check.ts";
import type { AlternativeInput, GenerateInput, RecipeDraft } from "./recipe-ai.ts";

type Messages = Array<{ role: "system" | "user"; content: string }>;

function describeDraft(recipe: RecipeDraft): string {
  return [
    `Título: ${recipe.title}`,
    `Porções: ${recipe.servings} · Tempo: ${recipe.cookingTime} min · Nível: ${recipe.skillLevel}`,
    "Ingredientes:",
    ...recipe.ingredients.map((i) => `- ${i}`),
    "Preparo:",
    ...recipe.instructions.map((s, n) => `${n + 1}. ${s}`),
    recipe.tips ? `Dicas: ${recipe.tips}` : "",
    recipe.substitutions ? `Substituições: ${recipe.substitutions}` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * Recipes from any OpenAI-compatible chat API through LangChain, with zod structured output. Each call
 * is validated and post-checked; timeouts, dropped connections, 429/5xx and malformed answers are
 * retried with backoff within one deadline, and what still fails is thrown for the caller to fall back on.
 */
export function createLlmChef(config: AiConfig, logger: Logger, sleep?: (ms: number) => Promise<void>) {
  const model = chatModel(config, { temperature: 0.7 });
  const structured = model.withStructuredOutput(generatedRecipeSchema, {
    name: "receita",
    method: "jsonSchema",
  });

  function ask(
    task: string,
    messages: Messages,
    check: (r: GeneratedRecipe) => GeneratedRecipe,
    signal?: AbortSignal,
  ) {
    const read = (raw: unknown) => {
      const parsed = generatedRecipeSchema.safeParse(raw);
      if (!parsed.success) throw new MalformedOutputError("output does not match the recipe schema");
      const recipe = check(parsed.data);
      // A recipe a cook could not follow is retried like bad JSON, and in the end the offline chef answers.
      const findings = lintRecipe(recipe);
      if (findings.length)
        throw new MalformedOutputError(`lint: ${findings.map((f) => `${f.code} ${f.at}`).join("; ")}`);
      return recipe;
    };
    return callModel((attemptSignal) => structured.invoke(messages, { signal: attemptSignal }), read, {
      config,
      logger,
      task,
      signal,
      sleep,
    });
  }

  const system = { role: "system" as const, content: recipeSystemPrompt.render({}) };
  return {
    generate(input: GenerateInput, signal?: AbortSignal) {
      const ingredientes = input.dish
        ? `${input.ingredients.join(", ")} (prato pedido: ${input.dish})`
        : input.ingredients.join(", ");
      const versao =
        input.version > 0
          ? `Esta é a versão ${input.version + 1}: traga um prato diferente das anteriores.`
          : "";
      const user = input.health
        ? healthyRecipePrompt.render({
            ingredientes,
            objetivo: input.health.goal,
            restricoes: input.health.restrictions,
            limites: input.health.limits,
            versao,
          })
        : generateRecipePrompt.render({ ingredientes, nivel: input.skillLevel, versao });
      return ask(
        "generate",
        [system, { role: "user", content: user }],
        (r) => postCheckRecipe(r, input.ingredients),
        signal,
      );
    },
    alternative(input: AlternativeInput, signal?: AbortSignal) {
      const user = alternativeRecipePrompt.render({
        ingredientes: input.ingredients.join(", "),
        nivel: input.skillLevel,
        tituloAtual: input.current.title,
        preparoAtual: input.current.instructions.join("\n"),
      });
      return ask(
        "alternative",
        [system, { role: "user", content: user }],
        (r) => postCheckRecipe(r, input.ingredients),
        signal,
      );
    },
    modify(input: { recipe: RecipeDraft; request: string }, signal?: AbortSignal) {
      const user = modifyRecipePrompt.render({ receita: describeDraft(input.recipe), pedido: input.request });
      // A modification may drop ingredients on purpose ("sem lactose"), so only the shape is checked.
      return ask("modify", [system, { role: "user", content: user }], (r) => r, signal);
    },
  };
}
