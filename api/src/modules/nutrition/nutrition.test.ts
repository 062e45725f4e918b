import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, signedInAgent, type TestContext } from "../../test/context.ts";
import { createNutritionRepository } from "./nutrition.repository.ts";
import { createNutritionService } from "./nutrition.service.ts";

const STROGONOFF = [
  "500 g de peito de frango em cubos",
  "1 cebola picada",
  "2 dentes de alho",
  "1 caixa de creme de leite",
  "3 colheres (sopa) de extrato de tomate",
  "1 colher (sopa) de manteiga",
  "sal a gosto",
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe("POST /api/recipes/analyze-nutrition", () => {
  it("answers the spec's result with the trail, coverage and the TACO citation", async () => {
    const { agent } = await signedInAgent(ctx.app);
    const res = await agent
      .post("/api/recipes/analyze-nutrition")
      .send({ ingredients: STROGONOFF, servings: 4, title: "Strogonoff de frango" })
      .expect(200);
    expect(res.body).toMatchObject({
      title: "Strogonoff de frango",
      servings: 4,
      nutrition: { totalsBasis: "per_serving", totals: { sugar: null } },
      coverage: { lines: 100, grams: 100 },
    });
    expect(res.body.healthScore).toBeGreaterThanOrEqual(0);
    expect(res.body.healthScore).toBeLessThanOrEqual(100);
    expect(res.body.nutrition.perServing.calories).toBeGreaterThan(200);
    expect(res.body.citation).toMatch(/TACO.*NEPA-UNICAMP, 2011/);
    expect(res.body.ingredients[0]).toMatchObject({
      line: STROGONOFF[0],
      food: { tacoId: 409, name: "Frango, peito, sem pele, cru" },
      grams: 500,
      kcal: 595,
    });
    expect(res.body.allergies.map((a: { allergenId: string }) => a.allergenId)).toEqual(["leite", "lactose"]);
    expect(res.body.substitutions[0]).toMatchObject({
      original: "1 caixa de creme de leite",
      difficulty: "easy",
    });
    expect(res.body.substitutions[0].nutritionalImpact).toMatch(/^-\d+ kcal .* por porção$/);
    expect(res.body.recommendations.length).toBeGreaterThan(0);
  });

  it("uses 4 servings by default", async () => {
    const { agent } = await signedInAgent(ctx.app);
    const res = await agent.post("/api/recipes/analyze-nutrition").send({ ingredients: ["400 g de arroz"] });
    expect(res.status).toBe(200);
    expect(res.body.servings).toBe(4);
    expect(res.body.nutrition.perServing.calories).toBe(358);
  });

  it("raises a declared allergy to high", async () => {
    const { agent } = await signedInAgent(ctx.app);
    await agent
      .put("/api/me/allergies")
      .send({ allergies: ["leite"] })
      .expect(200);
    const res = await agent
      .post("/api/recipes/analyze-nutrition")
      .send({ ingredients: STROGONOFF })
      .expect(200);
    expect(res.body.allergies[0]).toMatchObject({ allergenId: "leite", severity: "high" });
  });

  it.each([
    ["an empty list", { ingredients: [] }, "ingredients", /pelo menos um ingrediente/],
    ["blank items only", { ingredients: ["  ", ""] }, "ingredients", /pelo menos um ingrediente/],
    ["no list", { servings: 2 }, "ingredients", /Informe a lista de ingredientes/],
    ["a list that is not one", { ingredients: "arroz" }, "ingredients", /Informe a lista de ingredientes/],
    ["an item that is not text", { ingredients: [42] }, "ingredients.0", /deve ser um texto/],
    ["servings null", { ingredients: ["1 ovo"], servings: null }, "servings", /porções/],
    [
      "500 ingredients",
      { ingredients: Array(500).fill("1 ovo") },
      "ingredients",
      /no máximo 100 ingredientes/,
    ],
    ["a 10 KB line", { ingredients: ["a".repeat(10_240)] }, "ingredients.0", /no máximo 300 caracteres/],
    ["servings 0", { ingredients: ["1 ovo"], servings: 0 }, "servings", /porções/],
    ["servings -1", { ingredients: ["1 ovo"], servings: -1 }, "servings", /porções/],
    ["servings 1e9", { ingredients: ["1 ovo"], servings: 1e9 }, "servings", /porções/],
    ["servings 2.5", { ingredients: ["1 ovo"], servings: 2.5 }, "servings", /porções/],
    ["servings as text", { ingredients: ["1 ovo"], servings: "quatro" }, "servings", /porções/],
    ["a long title", { ingredients: ["1 ovo"], title: "t".repeat(201) }, "title", /200 caracteres/],
  ])("400 for %s, naming the field", async (_, body, field, message) => {
    const { agent } = await signedInAgent(ctx.app);
    const res = await agent.post("/api/recipes/analyze-nutrition").send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: "validation_failed", field });
    expect(res.body.message).toMatch(message);
  });

  it("401 for a visitor", async () => {
    const { default: request } = await import("supertest");
    const res = await request(ctx.app)
      .post("/api/recipes/analyze-nutrition")
      .send({ ingredients: ["1 ovo"] });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe("unauthenticated");
  });

  it("is rate-limited per user", async () => {
    const { agent } = await signedInAgent(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push(
        (await agent.post("/api/recipes/analyze-nutrition").send({ ingredients: ["1 ovo"] })).status,
      );
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("GET/PUT /api/me/allergies", () => {
  it("starts empty, stores known ids in the table's order and lists the choices", async () => {
    const { agent } = await signedInAgent(ctx.app);
    const empty = await agent.get("/api/me/allergies").expect(200);
    expect(empty.body.allergies).toEqual([]);
    expect(empty.body.available).toHaveLength(19);
    expect(empty.body.available[0]).toMatchObject({ id: "gluten", label: "Glúten" });
    const saved = await agent
      .put("/api/me/allergies")
      .send({ allergies: ["lactose", "amendoim", "lactose"] });
    expect(saved.status).toBe(200);
    expect(saved.body.allergies).toEqual(["amendoim", "lactose"]);
    expect((await agent.get("/api/me/allergies")).body.allergies).toEqual(["amendoim", "lactose"]);
  });

  it.each([
    [{ allergies: ["chocolate"] }, "allergies.0"],
    [{ allergies: "leite" }, "allergies"],
    [{}, "allergies"],
  ])("400 for %j", async (body, field) => {
    const { agent } = await signedInAgent(ctx.app);
    const res = await agent.put("/api/me/allergies").send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: "validation_failed", field });
  });

  it("401 for a visitor", async () => {
    const { default: request } = await import("supertest");
    expect((await request(ctx.app).get("/api/me/allergies")).status).toBe(401);
    expect((await request(ctx.app).put("/api/me/allergies").send({ allergies: [] })).status).toBe(401);
  });
});

describe("nutrition service", () => {
  it("is deterministic: the same input twice gives equal results", async () => {
    const input = { ingredients: STROGONOFF, servings: 3, title: "A" };
    const first = await ctx.services.nutrition.analyze(input);
    const second = await ctx.services.nutrition.analyze({ ...input });
    expect(second).toEqual(first);
  });

  it("keeps analyses across restarts, keyed by normalised lines and servings", async () => {
    const lines = ["  2 Xícaras de  ARROZ ", "1 cebola"];
    const fresh = () => createNutritionService({ db: ctx.database.db });
    const first = await fresh().analyze({ ingredients: lines, servings: 2 });
    const repo = createNutritionRepository(ctx.database.db);
    const stored = await repo.findAnalysis(
      (await import("./nutrition.service.ts")).analysisKey(["2 xícaras de arroz", "1 cebola"], 2),
    );
    expect(stored).toMatchObject({ servings: 2, healthScore: first.healthScore });
    const again = await fresh().analyze({ ingredients: ["2 xícaras de arroz", "1 CEBOLA"], servings: 2 });
    expect(again.nutrition).toEqual(first.nutrition);
  });

  it("throws a DomainError for other callers' bad input", async () => {
    await expect(ctx.services.nutrition.analyze({ ingredients: [], servings: 4 })).rejects.toMatchObject({
      code: "validation_failed",
    });
    await expect(
      ctx.services.nutrition.analyze({ ingredients: ["1 ovo"], servings: 0 }),
    ).rejects.toMatchObject({
      code: "validation_failed",
      details: { field: "servings" },
    });
  });
});
