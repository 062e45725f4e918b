import { afterEach, describe, expect, it } from "vitest";
import type { AiConfig } from "../../config/env.ts";
import { createLogger } from "../../logger.ts";
import { testImage } from "../../test/images.ts";
import { startOpenAiStandIn, type StandInReply } from "../../test/openai-stand-in.ts";
import { MalformedOutputError } from "../errors.ts";
import { createIngredientVision } from "./ingredient-vision.ts";

const seen = { ingredients: [{ name: "Tomate", confidence: 0.9 }] };
const ok = (body: unknown = seen): StandInReply => ({ kind: "content", content: JSON.stringify(body) });
const noSleep = async () => {};
let closeStandIn: (() => Promise<void>) | undefined;
afterEach(() => closeStandIn?.());

const baseConfig: AiConfig = {
  apiKey: "sk-test-123",
  baseUrl: undefined,
  model: "modelo-texto",
  visionModel: "modelo-visao",
  timeoutMs: 2000,
  deadlineMs: 10_000,
  maxAttempts: 3,
};

async function visionWith(script: StandInReply[], overrides: Partial<AiConfig> = {}) {
  const standIn = await startOpenAiStandIn(script);
  closeStandIn = standIn.close;
  const config = { ...baseConfig, baseUrl: standIn.baseUrl, ...overrides };
  return { vision: createIngredientVision(config, createLogger("silent"), noSleep)!, standIn };
}

describe("ingredient vision through ChatOpenAI", () => {
  it("sends the prompt and the photo as an image_url part to the vision model", async () => {
    const { vision, standIn } = await visionWith([ok()]);
    const jpeg = await testImage("jpeg");
    expect(await vision.detect(jpeg)).toEqual(seen.ingredients);

    const [request] = standIn.requests;
    expect(request!.body.model).toBe("modelo-visao");
    expect(request!.authorization).toBe("Bearer sk-test-123");
    expect(request!.body.response_format?.type).toBe("json_schema");
    const [message] = request!.body.messages;
    const parts = message!.content as Array<{ type: string; text?: string; image_url?: { url: string } }>;
    expect(parts.map((p) => p.type)).toEqual(["text", "image_url"]);
    expect(parts[0]!.text).toMatch(/ingredientes/);
    expect(parts[1]!.image_url!.url).toBe(`data:image/jpeg;base64,${jpeg.toString("base64")}`);
  });

  it("reads percentages as fractions and clamps nonsense", async () => {
    const odd = {
      ingredients: [
        { name: "ovo", confidence: 85 },
        { name: "sal", confidence: -1 },
      ],
    };
    const { vision } = await visionWith([ok(odd)]);
    expect(await vision.detect(await testImage("jpeg"))).toEqual([
      { name: "ovo", confidence: 0.85 },
      { name: "sal", confidence: 0 },
    ]);
  });

  it("retries malformed output, a 429 and a timeout, then answers", async () => {
    const { vision, standIn } = await visionWith(
      [
        { kind: "content", content: "{ isto não é json" },
        { kind: "error", status: 429, message: "Rate limit" },
        { kind: "hang", ms: 2000 },
        ok(),
      ],
      { timeoutMs: 200, maxAttempts: 4 },
    );
    expect(await vision.detect(await testImage("jpeg"))).toEqual(seen.ingredients);
    expect(standIn.requests).toHaveLength(4);
  });

  it("retries a dropped connection", async () => {
    const { vision, standIn } = await visionWith([{ kind: "drop" }, ok()]);
    expect(await vision.detect(await testImage("jpeg"))).toEqual(seen.ingredients);
    expect(standIn.requests).toHaveLength(2);
  });

  it("gives up after the configured attempts with the last error", async () => {
    const { vision, standIn } = await visionWith([ok({ itens: ["tomate"] })], { maxAttempts: 2 });
    await expect(vision.detect(await testImage("jpeg"))).rejects.toBeInstanceOf(MalformedOutputError);
    expect(standIn.requests).toHaveLength(2);
  });

  it("does not retry a refused key", async () => {
    const { vision, standIn } = await visionWith([{ kind: "error", status: 401, message: "bad key" }]);
    await expect(vision.detect(await testImage("jpeg"))).rejects.toThrow();
    expect(standIn.requests).toHaveLength(1);
  });

  it("is absent without a vision model or a key", () => {
    const logger = createLogger("silent");
    expect(createIngredientVision(undefined, logger)).toBeUndefined();
    expect(createIngredientVision({ ...baseConfig, visionModel: undefined }, logger)).toBeUndefined();
  });
});
