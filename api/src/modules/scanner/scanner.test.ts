import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIngredientVision } from "../../ai/vision/ingredient-vision.ts";
import { createLogger } from "../../logger.ts";
import { createTestContext, signedInAgent, type TestContext } from "../../test/context.ts";
import { dataUrl, pixelBombPng, testImage } from "../../test/images.ts";
import { startOpenAiStandIn } from "../../test/openai-stand-in.ts";

type StandIn = Awaited<ReturnType<typeof startOpenAiStandIn>>;
let standIn: StandIn;
let ctx: TestContext;
let off: TestContext;
const seen = {
  ingredients: [
    { name: "Tomates", confidence: 0.9 },
    { name: "tomate", confidence: 0.8 },
    { name: "Ovos", confidence: 0.7 },
    { name: "geladeira", confidence: 0.99 },
  ],
};

beforeAll(async () => {
  standIn = await startOpenAiStandIn([{ kind: "content", content: JSON.stringify(seen) }]);
  // Configured through the environment, as in production: key, base URL and vision model.
  ctx = await createTestContext({
    OPENAI_API_KEY: "sk-test-123",
    OPENAI_BASE_URL: standIn.baseUrl,
    OPENAI_VISION_MODEL: "llava",
    SCANS_PER_MINUTE: "1000",
  });
  off = await createTestContext({ SCANS_PER_MINUTE: "1000" });
});
afterAll(async () => {
  await Promise.all([ctx.close(), off.close(), standIn.close()]);
});

const scan = (agent: supertest.Agent, body: unknown) =>
  agent.post("/api/scan-ingredients").send(body as object);

describe("POST /api/scan-ingredients", () => {
  it("answers the catalogue's names, merged, with a percent confidence", async () => {
    const { agent } = await signedInAgent(ctx.app);
    const res = await scan(agent, { imageData: dataUrl(await testImage("jpeg", 2000, 1500)) }).expect(200);
    expect(res.body).toEqual({ ingredients: ["tomate", "ovo"], confidence: 80 });

    const parts = standIn.requests.at(-1)!.body.messages[0]!.content as Array<{
      image_url?: { url: string };
    }>;
    const sent = Buffer.from(parts[1]!.image_url!.url.replace("data:image/jpeg;base64,", ""), "base64");
    expect(sent.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(ctx.logs.join("")).not.toContain(sent.toString("base64").slice(0, 200));
  });

  it("lets the content decide: a PNG labelled JPEG and a 1×1 image are fine", async () => {
    const { agent } = await signedInAgent(ctx.app);
    await scan(agent, { imageData: dataUrl(await testImage("png"), "image/jpeg") }).expect(200);
    await scan(agent, { imageData: dataUrl(await testImage("webp", 1, 1)) }).expect(200);
  });

  it.each([
    ["a text file with an image prefix", () => dataUrl(Buffer.from("só texto, nada de foto"))],
    ["a pixel bomb", () => dataUrl(pixelBombPng(), "image/png")],
    ["a truncated JPEG", async () => dataUrl((await testImage("jpeg", 400, 300)).subarray(0, 2000))],
    ["text that is not a data URL", () => "olá"],
  ])("refuses %s with 400 unsupported_image", async (_name, build) => {
    const { agent } = await signedInAgent(ctx.app);
    const res = await scan(agent, { imageData: await build() }).expect(400);
    expect(res.body.error).toBe("unsupported_image");
    expect(res.body.message).toMatch(/imagem|foto/i);
  });

  it.each([
    ["over the body limit", 11 * 1024 * 1024],
    ["under the body limit but over 10 MB decoded", 10.6 * 1024 * 1024],
  ])("refuses a payload %s with 413", async (_name, bytes) => {
    const { agent } = await signedInAgent(ctx.app);
    const big = Buffer.alloc(Math.floor(bytes), 0xff);
    const res = await scan(agent, { imageData: dataUrl(big) }).expect(413);
    expect(res.body).toMatchObject({ error: "payload_too_large" });
    expect(res.body.message).toContain("10 MB");
  });

  it("asks for imageData when the body is empty", async () => {
    const { agent } = await signedInAgent(ctx.app);
    for (const body of [{}, { imageData: "" }, { imageData: 42 }]) {
      const res = await scan(agent, body).expect(400);
      expect(res.body).toMatchObject({ error: "validation_failed", field: "imageData" });
    }
    await agent.post("/api/scan-ingredients").expect(400);
  });

  it("answers 401 to visitors", async () => {
    const res = await supertest(ctx.app)
      .post("/api/scan-ingredients")
      .send({ imageData: dataUrl(await testImage("jpeg")) })
      .expect(401);
    expect(res.body.error).toBe("unauthenticated");
    // Refused before the body is read: a visitor cannot make the api parse 14 MB of JSON.
    const big = await supertest(ctx.app)
      .post("/api/scan-ingredients")
      .send({ imageData: dataUrl(Buffer.alloc(10 * 1024 * 1024, 0xff)) });
    expect(big.status).toBe(401);
  });

  it("says the scanner is off, in pt-BR, when no vision model is configured (after checking the image)", async () => {
    const { agent } = await signedInAgent(off.app);
    const res = await scan(agent, { imageData: dataUrl(await testImage("jpeg")) }).expect(503);
    expect(res.body).toMatchObject({
      error: "scanner_unavailable",
      message: "O scanner de fotos não está disponível no momento. Digite seus ingredientes na lista.",
    });
    await scan(agent, { imageData: dataUrl(Buffer.from("texto")) }).expect(400);
  });
});

describe("GET /api/scanner/status", () => {
  it("tells anyone, before a photo is sent, whether the scanner can read one", async () => {
    const on = await supertest(ctx.app).get("/api/scanner/status").expect(200);
    expect(on.body).toEqual({ available: true });
    const res = await supertest(off.app).get("/api/scanner/status").expect(200);
    expect(res.body).toEqual({
      available: false,
      message: "O scanner de fotos não está disponível no momento. Digite seus ingredientes na lista.",
    });
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("POST /api/scan-ingredients when the model keeps failing or is flooded", () => {
  it("answers 503 with a try-again message once the retries are spent, never 500", async () => {
    const broken = await startOpenAiStandIn([{ kind: "content", content: "não é json" }]);
    const logger = createLogger("silent");
    const config = {
      apiKey: "k",
      baseUrl: broken.baseUrl,
      model: "m",
      visionModel: "v",
      timeoutMs: 2000,
      deadlineMs: 10_000,
      maxAttempts: 2,
    };
    const failing = await createTestContext(
      { SCANS_PER_MINUTE: "2" },
      { vision: createIngredientVision(config, logger, async () => {}) },
    );
    try {
      const { agent } = await signedInAgent(failing.app);
      const res = await scan(agent, { imageData: dataUrl(await testImage("jpeg")) }).expect(503);
      expect(res.body.error).toBe("scanner_unavailable");
      expect(res.body.message).toMatch(/Tente novamente/);
      expect(broken.requests).toHaveLength(2);
      await scan(agent, { imageData: dataUrl(await testImage("jpeg")) }).expect(503);
      const limited = await scan(agent, { imageData: dataUrl(await testImage("jpeg")) }).expect(429);
      expect(limited.body.error).toBe("rate_limited");
    } finally {
      await Promise.all([failing.close(), broken.close()]);
    }
  });

  it("answers 503 at AI_DEADLINE_MS when the model hangs, not after every try's full timeout", async () => {
    const hanging = await startOpenAiStandIn([{ kind: "hang", ms: 120_000 }]);
    const deadlineMs = 600;
    const slow = await createTestContext({
      OPENAI_API_KEY: "sk-test-123",
      OPENAI_BASE_URL: hanging.baseUrl,
      OPENAI_VISION_MODEL: "llava",
      AI_TIMEOUT_MS: "30000",
      AI_DEADLINE_MS: String(deadlineMs),
      AI_MAX_ATTEMPTS: "3",
    });
    try {
      const { agent } = await signedInAgent(slow.app);
      const image = dataUrl(await testImage("jpeg"));
      const started = Date.now();
      const res = await scan(agent, { imageData: image }).expect(503);
      expect(Date.now() - started).toBeLessThan(5 * deadlineMs);
      expect(res.body.error).toBe("scanner_unavailable");
    } finally {
      await Promise.all([slow.close(), hanging.close()]);
    }
  });
});
