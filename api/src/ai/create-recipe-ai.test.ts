import { generatedRecipeSchema } from "@chefzap/shared";
import { afterEach, describe, expect, it } from "vitest";
import type { AiConfig } from "../config/env.ts";
import { createLogger } from "../logger.ts";
import { startOpenAiStandIn, type StandInReply } from "../test/openai-stand-in.ts";
import { createRecipeAi } from "./create-recipe-ai.ts";

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

async function aiWith(script: StandInReply[], overrides: Partial<AiConfig> = {}) {
  const standIn = await startOpenAiStandIn(script);
  close = standIn.close;
  const ai = createRecipeAi(
    {
      apiKey: "sk-test",
      baseUrl: standIn.baseUrl,
      model: "m",
      visionModel: undefined,
      timeoutMs: 1000,
      deadlineMs: 10_000,
      maxAttempts: 2,
      ...overrides,
    },
    createLogger("silent"),
  );
  return { ai, standIn };
}

const input = { ingredients: ["frango", "batata"], skillLevel: "iniciante" as const, version: 0 };

describe("createRecipeAi", () => {
  it("uses the offline chef when no key is configured", async () => {
    const ai = createRecipeAi(undefined, createLogger("silent"));
    const result = await ai.generate(input);
    expect(ai.mode).toBe("offline");
    expect(result.source).toBe("offline");
    expect(() => generatedRecipeSchema.parse(result.recipe)).not.toThrow();
  });

  it("falls back to the offline chef when the model keeps failing, so the cook still gets a recipe", async () => {
    const { ai, standIn } = await aiWith([{ kind: "error", status: 500 }]);
    const result = await ai.generate(input);
    expect(result.source).toBe("offline");
    expect(result.recipe.usedIngredients.length).toBeGreaterThan(0);
    expect(standIn.requests).toHaveLength(2);
  });

  it("falls back at the deadline when the model hangs, not after every try's full timeout", async () => {
    const deadlineMs = 600;
    const { ai } = await aiWith([{ kind: "hang", ms: 120_000 }], {
      timeoutMs: 30_000,
      deadlineMs,
      maxAttempts: 3,
    });
    const started = Date.now();
    const result = await ai.generate(input);
    expect(result.source).toBe("offline");
    expect(Date.now() - started).toBeLessThan(5 * deadlineMs);
  });

  it("falls back at once on malformed output after the retries, and for modify too", async () => {
    const { ai } = await aiWith([{ kind: "content", content: '{"title": 3}' }]);
    const base = (await createRecipeAi(undefined, createLogger("silent")).generate(input)).recipe;
    const modified = await ai.modify({
      recipe: { ...base, tips: base.tips, substitutions: base.substitutions },
      request: "mais picante",
    });
    expect(modified.source).toBe("offline");
    expect(() => generatedRecipeSchema.parse(modified.recipe)).not.toThrow();
  });
});
