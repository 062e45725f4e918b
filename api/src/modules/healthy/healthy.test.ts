import { parseIngredientLine, type JobFailure, type JobProgress } from "@chefzap/shared";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, signedInAgent, type TestContext } from "../../test/context.ts";
import { catalogue } from "../catalogue/index.ts";
import { servingFacts } from "../nutrition/index.ts";

let ctx: TestContext;
const events: Array<{ userId: string; event: JobProgress | JobFailure }> = [];

beforeAll(async () => {
  ctx = await createTestContext(
    {},
    { events: { emit: (userId, _name, ...[event]) => void events.push({ userId, event: event as never }) } },
  );
});
afterAll(() => ctx.close());

const path = "/api/generate-healthy-recipe";
type Case = [body: Record<string, unknown>, field: string, message: string];

/** The numbers worked out again here from the saved lines, not read from the answer. */
function computed(recipe: { ingredients: string[]; servings: number }) {
  return servingFacts(recipe.ingredients, recipe.servings).facts;
}

const foodOf = (line: string) => catalogue().resolve(String(parseIngredientLine(line).food))?.food;

const used = async (agent: supertest.Agent) =>
  (await agent.get("/api/user").expect(200)).body.freeRecipesUsed;

describe("POST /api/generate-healthy-recipe", () => {
  it("answers 401 to visitors", async () => {
    const res = await supertest(ctx.app)
      .post(path)
      .send({ ingredients: ["tofu"], healthGoal: "weight-loss" })
      .expect(401);
    expect(res.body.error).toBe("unauthenticated");
  });

  it("makes a vegan recipe of at most 450 kcal a serving, as TACO counts it, with why it fits", async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const jobId = "0b5d8f7e-3c1a-4e2b-9d6f-1a2b3c4d5e6f";
    const res = await agent
      .post(path)
      .send({
        ingredients: ["tofu", "brócolis", "arroz"],
        healthGoal: "weight-loss",
        dietaryRestrictions: ["vegan"],
        maxCalories: 450,
        maxTime: null,
        jobId,
      })
      .expect(201);
    const { recipe, check } = res.body;
    expect(recipe).toMatchObject({ userId: user.id, isHealthy: true, source: "offline" });
    expect(computed(recipe).kcal).toBeLessThanOrEqual(450);
    expect(check.perServing.calories).toBe(computed(recipe).kcal);
    for (const line of recipe.ingredients) expect(foodOf(line)?.diet, line).toContain("vegan");
    expect(check.reasons).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\d+ kcal por porção \(limite: 450 kcal\)\.$/),
        "Vegana: nenhum ingrediente de origem animal, conferido no catálogo de alimentos.",
        expect.stringMatching(/^Perda de Peso: /),
      ]),
    );
    expect(check.citation).toContain("TACO");
    expect(await used(agent)).toBe(1);
    const stages = events
      .filter((e) => e.userId === user.id)
      .map(({ event }) => ("stage" in event ? event.stage : "failed"));
    expect(stages).toEqual(["analisando", "criando", "calculando", "pronta"]);
    const saved = await agent.get(`/api/recipes/${recipe.id}`).expect(200);
    expect(saved.body).toMatchObject({ servings: recipe.servings, isHealthy: true });
  });

  it("keeps sodium within 600 mg and saturated fat within 10 % of the energy for heart health", async () => {
    const { agent } = await signedInAgent(ctx.app);
    // The first dish these make is seasoned with shoyu (about 1,000 mg of sodium a serving).
    const res = await agent
      .post(path)
      .send({ ingredients: ["tofu", "brócolis", "arroz"], healthGoal: "heart-health" })
      .expect(201);
    const facts = computed(res.body.recipe);
    expect(facts.sodiumMg).toBeLessThanOrEqual(600);
    expect((facts.saturatedFatG * 9) / facts.kcal).toBeLessThanOrEqual(0.1);
    expect(res.body.check.reasons.join(" ")).toMatch(/Saúde do Coração: \d+ mg de sódio por porção/);
    expect(res.body.check.adjustments.length).toBeGreaterThan(0);
  });

  it("refuses a request no dish can meet with a clear pt-BR error and spends nothing", async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const res = await agent
      .post(path)
      .send({ ingredients: ["frango", "arroz"], healthGoal: "muscle-gain", maxCalories: 50 })
      .expect(422);
    expect(res.body.error).toBe("healthy_unreachable");
    expect(res.body.message).toMatch(/^Não conseguimos montar uma receita/);
    expect(res.body.message).toContain("Esta tentativa não conta no seu limite de receitas.");
    // What stood in the way, not generic advice to raise limits the request may not have set.
    expect(res.body.message).not.toMatch(/aumente/);
    expect(res.body.message).toMatch(/kcal por porção \(limite: 50 kcal\)/);
    expect(await used(agent)).toBe(0);
    expect((await agent.get("/api/recipes").expect(200)).body).toHaveLength(0);
    const mine = events.filter((e) => e.userId === user.id).map((e) => e.event);
    expect(mine.at(-1)).toMatchObject({ error: "healthy_unreachable" });
  });

  it("never passes a dish on a count that leaves out a line carrying energy", async () => {
    const { agent } = await signedInAgent(ctx.app);
    // TACO has no quinoa: alone, every dish keeps it, and its low figure would fit 400 kcal easily.
    const res = await agent
      .post(path)
      .send({ ingredients: ["quinoa"], healthGoal: "weight-loss", maxCalories: 400 })
      .expect(422);
    expect(res.body.error).toBe("healthy_unreachable");
    expect(res.body.message).toMatch(/Não consegui contar: [^.]*quinoa\. Sem isso os números ficam abaixo/);
    expect(await used(agent)).toBe(0);
  });

  it("writes the dish without a food the table cannot count, and says why it was left out", async () => {
    const { agent } = await signedInAgent(ctx.app);
    const res = await agent
      .post(path)
      .send({ ingredients: ["quinoa", "tomate", "pepino"], healthGoal: "weight-loss", maxCalories: 400 })
      .expect(201);
    const { recipe, check } = res.body;
    expect(recipe.ingredients.join(" ")).not.toMatch(/quinoa/i);
    expect(recipe.leftOut).toContainEqual({
      ingredient: "quinoa",
      reason: expect.stringMatching(/^a Tabela TACO não traz esse alimento/),
    });
    expect(recipe.usedIngredients).not.toContain("quinoa");
    expect(computed(recipe).missing).toEqual([]);
    expect(check.perServing.calories).toBeLessThanOrEqual(400);
  });

  it("counts against the free quota like any AI recipe", async () => {
    const { agent } = await signedInAgent(ctx.app);
    const body = { ingredients: ["frango", "batata", "cenoura"], healthGoal: "muscle-gain" };
    for (let i = 0; i < 3; i++) await agent.post(path).send(body).expect(201);
    const res = await agent.post(path).send(body).expect(402);
    expect(res.body.error).toBe("needs_subscription");
    expect(await used(agent)).toBe(3);
  });

  it.each<Case>([
    [{ ingredients: [], healthGoal: "energy" }, "ingredients", "Adicione pelo menos um ingrediente"],
    [{ ingredients: ["ovo"] }, "healthGoal", "Escolha um objetivo de saúde."],
    [{ ingredients: ["ovo"], healthGoal: "sono" }, "healthGoal", "Escolha um objetivo de saúde."],
    [
      { ingredients: ["ovo"], healthGoal: "energy", dietaryRestrictions: ["carnivora"] },
      "dietaryRestrictions.0",
      "Restrição alimentar desconhecida.",
    ],
    ...[49, 3001, 200.5, "300"].map((maxCalories): Case => [
      { ingredients: ["ovo"], healthGoal: "energy", maxCalories },
      "maxCalories",
      "Calorias máximas: um número inteiro entre 50 e 3000 kcal por porção.",
    ]),
    ...[4, 601].map((maxTime): Case => [
      { ingredients: ["ovo"], healthGoal: "energy", maxTime },
      "maxTime",
      "Tempo máximo: um número inteiro entre 5 e 600 minutos.",
    ]),
  ])("answers 400 for %j", async (body, field, message) => {
    const { agent } = await signedInAgent(ctx.app);
    const res = await agent.post(path).send(body).expect(400);
    expect(res.body).toMatchObject({ error: "validation_failed", field, message });
    expect(await used(agent)).toBe(0);
  });
});
