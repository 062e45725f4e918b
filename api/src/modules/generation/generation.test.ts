import type { JobFailure, JobProgress } from "@chefzap/shared";
import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usersTable } from "../../db/schema/index.ts";
import { createTestContext, signedInAgent, type TestContext } from "../../test/context.ts";

let ctx: TestContext;
const events: Array<{ userId: string; event: JobProgress | JobFailure }> = [];

beforeAll(async () => {
  ctx = await createTestContext(
    {},
    {
      events: {
        emit: (userId, _name, ...[event]) =>
          void events.push({ userId, event: event as JobProgress | JobFailure }),
      },
    },
  );
});
afterAll(() => ctx.close());

const ingredients = ["peito de frango", "tomate", "cebola"];

async function premiumAgent() {
  const signed = await signedInAgent(ctx.app);
  await ctx.services.users.setPlan(signed.payload.email, "premium");
  return signed;
}

describe("POST /api/generate-recipe", () => {
  it("answers 401 to visitors", async () => {
    const res = await supertest(ctx.app).post("/api/generate-recipe").send({ ingredients }).expect(401);
    expect(res.body.error).toBe("unauthenticated");
  });

  it("saves a recipe that uses the cook's ingredients and reports every stage with the job id", async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const jobId = "6f1c2a9e-7d1b-4c55-9a43-0c1f5f0f9b11";
    const res = await agent
      .post("/api/generate-recipe")
      .send({ ingredients, skillLevel: "iniciante", jobId })
      .expect(201);
    expect(res.body).toMatchObject({ userId: user.id, jobId, skillLevel: "iniciante", source: "offline" });
    expect(res.body.title.length).toBeGreaterThan(3);
    const text = [...res.body.ingredients, ...res.body.instructions].join(" ").toLowerCase();
    expect(text).toContain("frango");
    expect(text).toContain("tomate");

    const mine = events.filter((e) => e.userId === user.id).map((e) => e.event);
    expect(mine.map((e) => ("stage" in e ? e.stage : "failed"))).toEqual([
      "analisando",
      "criando",
      "calculando",
      "pronta",
    ]);
    expect(mine.every((e) => e.jobId === jobId)).toBe(true);
    expect(mine.at(-1)).toMatchObject({ recipeId: res.body.id });

    const list = await agent.get("/api/recipes").expect(200);
    expect(list.body.map((r: { id: string }) => r.id)).toEqual([res.body.id]);
  });

  it("accepts the post-login shape ({ingredients} alone) as a beginner's recipe", async () => {
    const { agent } = await signedInAgent(ctx.app);
    const res = await agent
      .post("/api/generate-recipe")
      .send({ ingredients: ["ovo", "queijo"] })
      .expect(201);
    expect(res.body.skillLevel).toBe("iniciante");
    expect(res.body.jobId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    [{ ingredients: [] }, "ingredients", "Adicione pelo menos um ingrediente"],
    [{ ingredients: ["   "] }, "ingredients.0", "Ingrediente vazio"],
    [
      { ingredients: Array.from({ length: 31 }, (_, i) => `item ${i}`) },
      "ingredients",
      "No máximo 30 ingredientes",
    ],
    [{ ingredients: ["ovo"], skillLevel: "chef" }, "skillLevel", undefined],
    [{}, "ingredients", "O campo ingredients é obrigatório."],
    [{ ingredients: "ovo" }, "ingredients", "Entrada inválida: esperava um vetor, recebeu um texto"],
  ])("answers 400 for %j", async (body, field, message) => {
    const { agent } = await signedInAgent(ctx.app);
    const res = await agent.post("/api/generate-recipe").send(body).expect(400);
    expect(res.body).toMatchObject({ error: "validation_failed", field });
    if (message) expect(res.body.message).toBe(message);
  });

  it("stops a free account at 3 recipes with a 402 the client recognises, saving nothing", async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    for (let i = 0; i < 3; i++) await agent.post("/api/generate-recipe").send({ ingredients }).expect(201);
    const res = await agent.post("/api/generate-recipe").send({ ingredients }).expect(402);
    expect(res.body.error).toBe("needs_subscription");
    expect(res.body.message).toContain("needsSubscription");
    expect((await agent.get("/api/recipes")).body).toHaveLength(3);
    expect((await agent.get("/api/user")).body).toMatchObject({ freeRecipesUsed: 3, freeRecipesQuota: 3 });
    void user;
  });

  it("never lets parallel requests go past the quota", async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => agent.post("/api/generate-recipe").send({ ingredients })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 402, 402, 402]);
    const [row] = await ctx.database.db.select().from(usersTable).where(eq(usersTable.id, user.id));
    expect(row!.freeRecipesUsed).toBe(3);
  });

  it("lets a Premium account generate without counting", async () => {
    const { agent } = await premiumAgent();
    for (let i = 0; i < 4; i++) await agent.post("/api/generate-recipe").send({ ingredients }).expect(201);
    expect((await agent.get("/api/user")).body.freeRecipesUsed).toBe(0);
  });
});

describe("GET /api/recipes/:id", () => {
  it("shows a recipe to anyone with the link, and 404s unknown or malformed ids", async () => {
    const { agent } = await signedInAgent(ctx.app);
    const created = await agent.post("/api/generate-recipe").send({ ingredients }).expect(201);
    const res = await supertest(ctx.app).get(`/api/recipes/${created.body.id}`).expect(200);
    expect(res.body.title).toBe(created.body.title);
    await supertest(ctx.app).get("/api/recipes/00000000-0000-4000-8000-000000000000").expect(404);
    const bad = await supertest(ctx.app).get("/api/recipes/abc").expect(404);
    expect(bad.body).toMatchObject({ error: "not_found", message: "Receita não encontrada." });
  });
});

describe("POST /api/recipes/:id/modify", () => {
  it("saves the owner's modification as a new recipe and keeps the original", async () => {
    const { agent } = await premiumAgent();
    const original = (
      await agent.post("/api/generate-recipe").send({ ingredients: ["frango", "queijo", "creme de leite"] })
    ).body;
    const res = await agent
      .post(`/api/recipes/${original.id}/modify`)
      .send({ modificationRequest: "sem lactose" })
      .expect(201);
    expect(res.body.id).not.toBe(original.id);
    expect(res.body.title).toMatch(/lactose/i);
    // The frango the cook has is still theirs: the changed recipe's list does not send them to buy it.
    expect(original.usedIngredients).toContain("frango");
    expect(res.body.usedIngredients).toContain("frango");
    expect(res.body.usedIngredients).not.toContain("queijo");
    const kept = await agent.get(`/api/recipes/${original.id}`).expect(200);
    expect(kept.body.title).toBe(original.title);
  });

  it("refuses someone else's recipe (403), an empty request (400) and an unknown recipe (404)", async () => {
    const owner = await premiumAgent();
    const other = await premiumAgent();
    const recipe = (await owner.agent.post("/api/generate-recipe").send({ ingredients })).body;
    const forbidden = await other.agent
      .post(`/api/recipes/${recipe.id}/modify`)
      .send({ modificationRequest: "mais picante" })
      .expect(403);
    expect(forbidden.body.error).toBe("forbidden");
    const empty = await owner.agent
      .post(`/api/recipes/${recipe.id}/modify`)
      .send({ modificationRequest: "   " })
      .expect(400);
    expect(empty.body).toMatchObject({
      field: "modificationRequest",
      message: "Descreva a modificação desejada.",
    });
    await owner.agent
      .post("/api/recipes/00000000-0000-4000-8000-000000000000/modify")
      .send({ modificationRequest: "x" })
      .expect(404);
  });
});

describe("POST /api/recipes/:id/modify with a request nobody can apply", () => {
  it("answers 422 in pt-BR saying what it understood, saves nothing and spends no free recipe", async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const recipe = (await agent.post("/api/generate-recipe").send({ ingredients })).body;
    const before = (await agent.get("/api/user").expect(200)).body.freeRecipesUsed;
    const res = await agent
      .post(`/api/recipes/${recipe.id}/modify`)
      .send({ modificationRequest: "com cara de festa" })
      .expect(422);
    expect(res.body).toMatchObject({
      error: "request_not_understood",
      message: expect.stringMatching(/^Não entendi o pedido "com cara de festa"/),
    });
    expect((await agent.get("/api/user").expect(200)).body.freeRecipesUsed).toBe(before);
    expect((await agent.get("/api/recipes").expect(200)).body).toHaveLength(1);
    expect(events.some((e) => e.userId === user.id && "error" in e.event)).toBe(true);
  });
});

describe("POST /api/recipes/:id/alternative", () => {
  it("is Premium only", async () => {
    const { agent } = await signedInAgent(ctx.app);
    const recipe = (await agent.post("/api/generate-recipe").send({ ingredients })).body;
    const res = await agent.post(`/api/recipes/${recipe.id}/alternative`).send({}).expect(403);
    expect(res.body).toEqual({
      error: "premium_required",
      message: "Assinatura Premium necessária para gerar versões alternativas.",
    });
  });

  it("replaces the recipe with another valid version of the same ingredients", async () => {
    const { agent } = await premiumAgent();
    const recipe = (await agent.post("/api/generate-recipe").send({ ingredients })).body;
    const res = await agent
      .post(`/api/recipes/${recipe.id}/alternative`)
      .send({ ingredients: recipe.ingredients, currentInstructions: recipe.instructions })
      .expect(200);
    expect(res.body).toMatchObject({ id: recipe.id, version: 1 });
    expect(res.body.instructions).not.toEqual(recipe.instructions);
    expect((await agent.get(`/api/recipes/${recipe.id}`)).body.version).toBe(1);
  });

  it("leaves a published recipe as the community rated it and answers a private copy", async () => {
    const { agent } = await premiumAgent();
    const recipe = (await agent.post("/api/generate-recipe").send({ ingredients })).body;
    await agent.post(`/api/user-recipes/${recipe.id}/publish`).send({}).expect(200);
    const res = await agent.post(`/api/recipes/${recipe.id}/alternative`).send({}).expect(200);
    expect(res.body.id).not.toBe(recipe.id);
    expect(res.body).toMatchObject({ version: 1, isPublished: false });
    expect(res.body.instructions).not.toEqual(recipe.instructions);
    const published = (await agent.get(`/api/recipes/${recipe.id}`).expect(200)).body;
    expect(published).toMatchObject({ version: 0, isPublished: true, instructions: recipe.instructions });
  });
});
