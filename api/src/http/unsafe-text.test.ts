import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nutritionAnalysesTable, recipesTable, usersTable } from "../db/schema/index.ts";
import { createTestContext, registration, signedInAgent, type TestContext } from "../test/context.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_MAX_FAILURES: "1000", GENERATIONS_PER_MINUTE: "1000" });
});
afterAll(() => ctx.close());

// PostgreSQL text cannot hold U+0000; a lone surrogate arrives from JSON's "\ud800" escape.
const BAD_TEXT: Array<[string, string]> = [
  ["NUL", "to\u0000mate"],
  ["a lone high surrogate", "to\ud83dmate"],
  ["a lone low surrogate", "\ude00tomate"],
];

function expectRefused(res: supertest.Response, field: string) {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ error: "validation_failed", message: "Texto com caracteres inválidos.", field });
}

const count = async (table: typeof usersTable | typeof recipesTable | typeof nutritionAnalysesTable) =>
  (await ctx.database.db.select().from(table)).length;

async function premiumAgentWithRecipe() {
  const signed = await signedInAgent(ctx.app);
  await ctx.services.users.changePlan(signed.user.id, "premium");
  const recipe = await signed.agent.post("/api/generate-recipe").send({ ingredients: ["frango", "arroz"] });
  return { ...signed, recipeId: recipe.body.id as string };
}

describe.each(BAD_TEXT)("a body with %s", (_name, bad) => {
  it.each(["email", "firstName", "username", "whatsapp", "userAgent"])(
    "POST /api/register refuses it in %s and creates no account",
    async (field) => {
      const before = await count(usersTable);
      const payload = registration({ [field]: bad });
      expectRefused(await supertest(ctx.app).post("/api/register").send(payload), field);
      expect(await count(usersTable)).toBe(before);
    },
  );

  it.each(["email", "password"])("POST /api/login refuses it in %s", async (field) => {
    const { payload } = await signedInAgent(ctx.app);
    const body = { email: payload.email, password: payload.password, [field]: bad };
    expectRefused(await supertest(ctx.app).post("/api/login").send(body), field);
  });

  it("POST /api/generate-recipe refuses it in an ingredient and saves no recipe", async () => {
    const { agent } = await signedInAgent(ctx.app);
    const before = await count(recipesTable);
    expectRefused(
      await agent.post("/api/generate-recipe").send({ ingredients: ["arroz", bad] }),
      "ingredients.1",
    );
    expect(await count(recipesTable)).toBe(before);
    expect((await agent.get("/api/user")).body.freeRecipesUsed).toBe(0);
  });

  it("POST /api/recipes/analyze-nutrition refuses it in a line or the title and stores nothing", async () => {
    const { agent } = await signedInAgent(ctx.app);
    const before = await count(nutritionAnalysesTable);
    const url = "/api/recipes/analyze-nutrition";
    expectRefused(await agent.post(url).send({ ingredients: ["1 xícara de arroz", bad] }), "ingredients.1");
    expectRefused(await agent.post(url).send({ ingredients: ["1 xícara de arroz"], title: bad }), "title");
    expect(await count(nutritionAnalysesTable)).toBe(before);
  });

  it("POST /api/recipes/:id/modify refuses it and saves no new version", async () => {
    const { agent, recipeId } = await premiumAgentWithRecipe();
    const before = await count(recipesTable);
    const res = await agent
      .post(`/api/recipes/${recipeId}/modify`)
      .send({ modificationRequest: `sem ${bad}` });
    expectRefused(res, "modificationRequest");
    expect(await count(recipesTable)).toBe(before);
  });

  it("is refused in a key too, named with the bad characters replaced", async () => {
    const res = await supertest(ctx.app)
      .post("/api/login")
      .send({ email: "maria@exemplo.com.br", password: "feijoada123", [bad]: 1 });
    expectRefused(res, bad.toWellFormed().replace("\0", "\uFFFD"));
  });
});

describe("a deeply nested body", () => {
  it("is refused with 400 naming where it went too deep, without overflowing the stack", async () => {
    const depth = 20_000;
    const res = await supertest(ctx.app)
      .post("/api/login")
      .set("Content-Type", "application/json")
      .send(`{"email":${"[".repeat(depth)}${"]".repeat(depth)}}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: "validation_failed", message: "Dados aninhados demais." });
    expect(res.body.field).toMatch(/^email(\.0)+$/);
  });

  it("is accepted up to the limit, where the schema decides", async () => {
    const res = await supertest(ctx.app)
      .post("/api/login")
      .set("Content-Type", "application/json")
      .send(`{"email":"maria@exemplo.com.br","password":"x","extra":${"[".repeat(31)}${"]".repeat(31)}}`);
    expect(res.status).toBe(401);
  });
});
