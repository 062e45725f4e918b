import type { GeneratedRecipe } from "@chefzap/shared";
import { afterEach, describe, expect, it } from "vitest";
import type { AiConfig } from "../config/env.ts";
import { createLogger } from "../logger.ts";
import { startOpenAiStandIn, type StandInReply } from "../test/openai-stand-in.ts";
import { createLlmChef } from "./llm-chef.ts";

const recipe: GeneratedRecipe = {
  title: "Frango ao molho de tomate",
  description: "Um frango macio num molho caseiro.",
  ingredients: [
    "500 g de peito de frango em cubos",
    "3 tomates picados",
    "1 dente de alho picado",
    "1 colher (sopa) de óleo",
    "sal a gosto",
  ],
  instructions: [
    "Tempere o frango com sal e alho.",
    "Doure o frango numa panela com óleo.",
    "Junte os tomates e cozinhe por 15 minutos.",
  ],
  cookingTime: 35,
  servings: 2,
  tips: "Sirva com arroz branco.",
  substitutions: "Troque o peito por sobrecoxa.",
  skillLevel: "iniciante",
  usedIngredients: ["frango", "tomate"],
  leftOut: [],
};

const ok = (r: unknown = recipe): StandInReply => ({ kind: "content", content: JSON.stringify(r) });
const noSleep = async () => {};
let closeStandIn: (() => Promise<void>) | undefined;
afterEach(() => closeStandIn?.());

async function chefWith(script: StandInReply[], overrides: Partial<AiConfig> = {}) {
  const standIn = await startOpenAiStandIn(script);
  closeStandIn = standIn.close;
  const config: AiConfig = {
    apiKey: "sk-test-123",
    baseUrl: standIn.baseUrl,
    model: "modelo-teste",
    visionModel: undefined,
    timeoutMs: 2000,
    deadlineMs: 10_000,
    maxAttempts: 3,
    ...overrides,
  };
  return { chef: createLlmChef(config, createLogger("silent"), noSleep), standIn };
}

const input = { ingredients: ["frango", "tomate"], skillLevel: "iniciante" as const, version: 0 };

describe("LLM chef through ChatOpenAI", () => {
  it("sends the prompts with a JSON schema and returns the validated recipe", async () => {
    const { chef, standIn } = await chefWith([ok()]);
    expect(await chef.generate(input)).toEqual(recipe);
    const [request] = standIn.requests;
    expect(request!.path).toBe("/v1/chat/completions");
    expect(request!.authorization).toBe("Bearer sk-test-123");
    expect(request!.body.model).toBe("modelo-teste");
    expect(request!.body.response_format?.type).toBe("json_schema");
    expect(request!.body.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(String(request!.body.messages[1]!.content)).toContain("frango, tomate");
  });

  it("retries malformed JSON and succeeds on the next answer", async () => {
    const { chef, standIn } = await chefWith([{ kind: "content", content: "{ isto não é json" }, ok()]);
    expect((await chef.generate(input)).title).toBe(recipe.title);
    expect(standIn.requests).toHaveLength(2);
  });

  it("retries an answer that fails the post-check (ingredients not used)", async () => {
    const { chef, standIn } = await chefWith([ok({ ...recipe, usedIngredients: ["camarão"] }), ok()]);
    expect((await chef.generate(input)).usedIngredients).toEqual(["frango", "tomate"]);
    expect(standIn.requests).toHaveLength(2);
  });

  it("retries a recipe a cook could not follow (the linter's findings), like malformed output", async () => {
    const unfollowable = {
      ...recipe,
      instructions: [...recipe.instructions, "Junte o parmesão ralado e sirva."],
    };
    const { chef, standIn } = await chefWith([ok(unfollowable), ok()]);
    expect((await chef.generate(input)).instructions).toEqual(recipe.instructions);
    expect(standIn.requests).toHaveLength(2);
  });

  it("retries a 429 and a 503", async () => {
    const { chef, standIn } = await chefWith([
      { kind: "error", status: 429, message: "Rate limit" },
      { kind: "error", status: 503 },
      ok(),
    ]);
    expect((await chef.generate(input)).title).toBe(recipe.title);
    expect(standIn.requests).toHaveLength(3);
  });

  it("gives up after the configured attempts", async () => {
    const { chef, standIn } = await chefWith([{ kind: "content", content: "[]" }], { maxAttempts: 3 });
    await expect(chef.generate(input)).rejects.toThrow(/schema|unparsable/);
    expect(standIn.requests).toHaveLength(3);
  });

  it("does not retry a 401 (a wrong key fails the same way again)", async () => {
    const { chef, standIn } = await chefWith([{ kind: "error", status: 401, message: "Incorrect API key" }]);
    await expect(chef.generate(input)).rejects.toThrow();
    expect(standIn.requests).toHaveLength(1);
  });

  it("times out a hanging server and retries", async () => {
    const { chef, standIn } = await chefWith([{ kind: "hang", ms: 5000 }, ok()], { timeoutMs: 300 });
    expect((await chef.generate(input)).title).toBe(recipe.title);
    expect(standIn.requests).toHaveLength(2);
  });

  it("retries a dropped connection like a 5xx", async () => {
    const { chef, standIn } = await chefWith([{ kind: "drop" }, ok()]);
    expect(await chef.generate(input)).toEqual(recipe);
    expect(standIn.requests).toHaveLength(2);
  });

  it("gives up at the deadline, however long each try may wait", async () => {
    const deadlineMs = 600;
    const { chef, standIn } = await chefWith([{ kind: "hang", ms: 120_000 }], {
      timeoutMs: 30_000,
      deadlineMs,
    });
    const started = Date.now();
    await expect(chef.generate(input)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5 * deadlineMs);
    expect(standIn.requests).toHaveLength(1);
  });

  it("stops at once when the caller aborts, without retrying", async () => {
    const { chef, standIn } = await chefWith([{ kind: "hang", ms: 120_000 }, ok()]);
    const started = Date.now();
    await expect(chef.generate(input, AbortSignal.timeout(200))).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(standIn.requests).toHaveLength(1);
  });

  it("sends the owner's request and the current recipe when modifying", async () => {
    const { chef, standIn } = await chefWith([ok({ ...recipe, title: "Frango ao molho (sem lactose)" })]);
    const draft = { ...recipe, tips: null, substitutions: null };
    expect((await chef.modify({ recipe: draft, request: "sem lactose" })).title).toMatch(/sem lactose/);
    const prompt = String(standIn.requests[0]!.body.messages[1]!.content);
    expect(prompt).toContain('"sem lactose"');
    expect(prompt).toContain("1. Tempere o frango com sal e alho.");
  });
});
