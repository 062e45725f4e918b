import type { ImprovedRecipe, Recipe } from "@chefzap/shared";
import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usersTable } from "../../db/schema/index.ts";
import { createTestContext, signedInAgent, type TestContext } from "../../test/context.ts";
import { startOpenAiStandIn } from "../../test/openai-stand-in.ts";

const written = {
  title: "Frango da vó",
  description: "O frango de domingo.",
  ingredients: "1 kg de frango em pedaços\n2 xic de arroz\nsal",
  instructions: "tempere o frango. doure na panela. junte o arroz e a água",
  cookingTime: 60,
  servings: 4,
};

const improved = {
  title: "Frango com arroz da vó",
  description: "O frango de domingo, dourado e cozido com o arroz.",
  ingredients: [
    "1 kg de frango em pedaços",
    "2 xícaras (chá) de arroz",
    "4 xícaras (chá) de água",
    "sal a gosto",
  ],
  instructions: [
    "Tempere o frango com sal.",
    "Doure o frango na panela.",
    "Junte o arroz e a água e cozinhe.",
  ],
  cookingTime: 60,
  servings: 4,
  tips: "Deixe o frango pegar cor antes do arroz.",
  substitutions: "Use coxa e sobrecoxa.",
  changes: ["Quantidades completas.", "Água incluída."],
};
// A model that swaps the author's chicken for beef: not their dish any more.
const swapped = {
  ...improved,
  ingredients: ["1 kg de carne moída", "2 xícaras (chá) de arroz", "sal a gosto"],
};

let offline: TestContext;
let withModel: TestContext;
let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;

beforeAll(async () => {
  standIn = await startOpenAiStandIn([
    { kind: "content", content: JSON.stringify(improved) },
    { kind: "content", content: JSON.stringify(swapped) },
  ]);
  [offline, withModel] = await Promise.all([
    createTestContext(),
    createTestContext({
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: standIn.baseUrl,
      AI_MAX_ATTEMPTS: "2",
      GENERATIONS_PER_MINUTE: "100",
    }),
  ]);
});
afterAll(() => Promise.all([offline.close(), withModel.close(), standIn.close()]));

const used = async (agent: supertest.Agent) =>
  (await agent.get("/api/user").expect(200)).body.freeRecipesUsed;

describe("my recipes", () => {
  it("saves a written recipe as private, one ingredient and one step a line, and lists it", async () => {
    const { agent } = await signedInAgent(offline.app);
    const res = await agent.post("/api/user-recipes").send(written).expect(201);
    expect(res.body).toMatchObject({
      title: "Frango da vó",
      ingredients: ["1 kg de frango em pedaços", "2 xic de arroz", "sal"],
      instructions: ["tempere o frango. doure na panela. junte o arroz e a água"],
      isPublished: false,
      source: "user",
    });
    const list = (await agent.get("/api/user-recipes").expect(200)).body as Recipe[];
    expect(list.map((r) => [r.id, r.isPublished])).toEqual([[res.body.id, false]]);
  });

  it("refuses the four required fields blank and bounds the rest, in pt-BR", async () => {
    const { agent } = await signedInAgent(offline.app);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...written, title: "  " }, "Informe o título da receita."],
      [{ ...written, description: "" }, "Escreva uma descrição da receita."],
      [{ ...written, ingredients: "\n\n" }, "Informe os ingredientes, um por linha."],
      [{ ...written, instructions: undefined }, "Escreva o modo de preparo."],
      [{ ...written, title: "a".repeat(121) }, "O título deve ter no máximo 120 caracteres."],
      [{ ...written, cookingTime: 0 }, "O tempo de preparo deve ser um número inteiro de 1 a 1440 minutos."],
      [{ ...written, servings: 2.5 }, "As porções devem ser um número inteiro de 1 a 100."],
    ];
    for (const [body, message] of cases) {
      const res = await agent.post("/api/user-recipes").send(body).expect(400);
      expect(res.body.message).toBe(message);
    }
    await supertest(offline.app).post("/api/user-recipes").send(written).expect(401);
    await supertest(offline.app).get("/api/user-recipes").expect(401);
  });

  it("publishes one way: a second publish changes nothing, and only the author may publish", async () => {
    const { agent } = await signedInAgent(offline.app);
    const other = await signedInAgent(offline.app);
    const { id } = (await agent.post("/api/user-recipes").send(written).expect(201)).body;
    await other.agent.post(`/api/user-recipes/${id}/publish`).expect(403);
    const first = await agent.post(`/api/user-recipes/${id}/publish`).expect(200);
    expect(first.body).toMatchObject({ id, isPublished: true });
    const again = await agent.post(`/api/user-recipes/${id}/publish`).expect(200);
    expect(again.body.publishedAt).toBe(first.body.publishedAt);
    // Nothing the author can send makes it private again.
    await agent
      .post("/api/user-recipes")
      .send({ ...written, isPublished: false })
      .expect(201);
    const listed = (await agent.get("/api/user-recipes")).body as Recipe[];
    expect(listed.find((r) => r.id === id)?.isPublished).toBe(true);
    const community = (await supertest(offline.app).get("/api/community-recipes")).body as Array<{
      id: string;
    }>;
    expect(community.map((r) => r.id)).toContain(id);
  });
});

describe("POST /api/user-recipes/improve", () => {
  it("without a model, tidies the author's recipe by rules, saves nothing and spends nothing", async () => {
    const { agent } = await signedInAgent(offline.app);
    const res = await agent.post("/api/user-recipes/improve").send(written).expect(200);
    const answer = res.body as ImprovedRecipe;
    expect(answer.source).toBe("offline");
    expect(answer.recipe.ingredients).toEqual([
      "1 kg de frango em pedaços",
      "2 xícaras (chá) de arroz",
      "sal a gosto",
    ]);
    expect(answer.recipe.instructions).toEqual([
      "Tempere o frango.",
      "Doure na panela.",
      "Junte o arroz e a água.",
    ]);
    expect(answer.changes.length).toBeGreaterThan(0);
    expect((await agent.get("/api/user-recipes")).body).toEqual([]);
    expect(await used(agent)).toBe(0);
    // The accepted draft is saved as it was proposed.
    await agent.post("/api/user-recipes").send(answer.recipe).expect(201);
  });

  it("with a model, takes one free recipe for its answer and gives it back when the rules had to answer", async () => {
    const { agent } = await signedInAgent(withModel.app);
    const first = (await agent.post("/api/user-recipes/improve").send(written).expect(200))
      .body as ImprovedRecipe;
    expect(first.source).toBe("llm");
    expect(first.recipe.title).toBe("Frango com arroz da vó");
    expect(first.changes).toEqual(improved.changes);
    expect(await used(agent)).toBe(1);

    // The model now swaps the chicken: refused twice, the rules answer and the recipe is given back.
    const second = (await agent.post("/api/user-recipes/improve").send(written).expect(200))
      .body as ImprovedRecipe;
    expect(second.source).toBe("offline");
    expect(second.recipe.ingredients[0]).toBe("1 kg de frango em pedaços");
    expect(await used(agent)).toBe(1);
    expect(standIn.requests).toHaveLength(3);
  });

  it("gives a free account past its quota the rules' improvement, not a refusal and not a model call", async () => {
    const { agent, payload } = await signedInAgent(withModel.app);
    await withModel.database.db
      .update(usersTable)
      .set({ freeRecipesUsed: 3 })
      .where(eq(usersTable.email, payload.email.toLowerCase()));
    const before = standIn.requests.length;
    const res = await agent.post("/api/user-recipes/improve").send(written).expect(200);
    expect(res.body.source).toBe("offline");
    expect(standIn.requests.length).toBe(before);
  });
});
