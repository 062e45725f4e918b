import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER, type Recipe } from "@chefzap/shared";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRecipe } from "../../test/community-factories.ts";
import { createTestContext, signedInAgent, type TestContext } from "../../test/context.ts";

let ctx: TestContext;
let me: Awaited<ReturnType<typeof signedInAgent>>;
let other: Awaited<ReturnType<typeof signedInAgent>>;

beforeAll(async () => {
  ctx = await createTestContext();
  [me, other] = await Promise.all([signedInAgent(ctx.app), signedInAgent(ctx.app)]);
  const db = ctx.database.db;
  // Twelve recipes, past the dashboard's nine; two written in the same instant.
  for (let i = 0; i < 10; i++)
    await insertRecipe(db, {
      userId: me.user.id,
      title: `Arroz de forno ${i}`,
      createdAt: new Date(Date.UTC(2026, 9, 1 + i)),
    });
  const same = new Date(Date.UTC(2026, 9, 20));
  await insertRecipe(db, {
    userId: me.user.id,
    title: "Feijão tropeiro",
    ingredients: ["feijão carioca", "linguiça"],
    createdAt: same,
  });
  await insertRecipe(db, {
    userId: me.user.id,
    title: "Omelete",
    ingredients: ["3 ovos"],
    ingredientsList: ["queijo minas"],
    createdAt: same,
  });
  await insertRecipe(db, { userId: other.user.id, title: "Feijão da vizinha" });
});
afterAll(() => ctx.close());

describe("GET /api/recipes (the dashboard)", () => {
  it("still answers every recipe of mine as a bare list, newest first, when asked without a limit", async () => {
    const res = await me.agent.get("/api/recipes").expect(200);
    const body = res.body as Recipe[];
    expect(body).toHaveLength(12);
    expect(body.slice(2).map((r) => r.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Arroz de forno ${9 - i}`),
    );
    expect(body.every((r) => r.isPublished === false)).toBe(true);
    expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe("12");
  });

  it("searches on the server, ignoring accents, over the title, ingredients and ingredientsList", async () => {
    const find = async (search: string) =>
      ((await me.agent.get("/api/recipes").query({ search }).expect(200)).body as Recipe[]).map(
        (r) => r.title,
      );
    expect(await find("FEIJAO")).toEqual(["Feijão tropeiro"]);
    expect(await find("linguica")).toEqual(["Feijão tropeiro"]);
    expect(await find("queijo minas")).toEqual(["Omelete"]);
    expect(await find("lasanha")).toEqual([]);
  });

  it("pages past the nine the dashboard shows, so every recipe is reachable without searching", async () => {
    const first = await me.agent.get("/api/recipes").query({ limit: "9" }).expect(200);
    expect(first.body).toHaveLength(9);
    const cursor = first.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string;
    const rest = await me.agent.get("/api/recipes").query({ limit: "9", cursor }).expect(200);
    expect(rest.body).toHaveLength(3);
    expect(rest.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toBeUndefined();
    const all = [...first.body, ...rest.body].map((r: Recipe) => r.id);
    expect(new Set(all).size).toBe(12);
  });

  it("answers 401 to visitors and refuses a forged cursor", async () => {
    await supertest(ctx.app).get("/api/recipes").expect(401);
    const res = await me.agent.get("/api/recipes").query({ cursor: "x" }).expect(400);
    expect(res.body).toMatchObject({ error: "validation_failed", message: "Página inválida." });
  });
});

describe("GET /api/recipes/:id", () => {
  it("lets anyone with the link read a private recipe, as before", async () => {
    const mine = (await me.agent.get("/api/recipes").query({ search: "omelete" })).body[0] as Recipe;
    const res = await supertest(ctx.app).get(`/api/recipes/${mine.id}`).expect(200);
    expect(res.body).toMatchObject({ title: "Omelete", isPublished: false, publishedAt: null });
  });
});
