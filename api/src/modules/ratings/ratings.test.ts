import type { RecipeComment } from "@chefzap/shared";
import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recipesTable, usersTable } from "../../db/schema/index.ts";
import { insertCooks, insertRecipe } from "../../test/community-factories.ts";
import { createTestContext, signedInAgent, type TestContext } from "../../test/context.ts";

let ctx: TestContext;
let author: Awaited<ReturnType<typeof signedInAgent>>;
let fan: Awaited<ReturnType<typeof signedInAgent>>;

beforeAll(async () => {
  ctx = await createTestContext();
  [author, fan] = await Promise.all([signedInAgent(ctx.app), signedInAgent(ctx.app)]);
});
afterAll(() => ctx.close());

const newRecipe = (title = "Feijoada") => insertRecipe(ctx.database.db, { userId: author.user.id, title });

async function totals(id: string) {
  const [row] = await ctx.database.db
    .select({ sum: recipesTable.ratingSum, count: recipesTable.ratingCount })
    .from(recipesTable)
    .where(eq(recipesTable.id, id));
  return row!;
}

describe("POST /api/recipes/:id/rate", () => {
  it("stores one rating per cook, answers the ×10 average, and lets the cook change it", async () => {
    const { id } = await newRecipe();
    const first = await fan.agent.post(`/api/recipes/${id}/rate`).send({ rating: 4, comment: "Muito boa!" });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ rating: 4, comment: "Muito boa!", averageRating: 40, totalRatings: 1 });
    const changed = await fan.agent.post(`/api/recipes/${id}/rate`).send({ rating: 5, comment: "   " });
    expect(changed.body).toEqual({ rating: 5, comment: null, averageRating: 50, totalRatings: 1 });
    expect(await totals(id)).toEqual({ sum: 5, count: 1 });
    const mine = await fan.agent.get(`/api/recipes/${id}/rating`).expect(200);
    expect(mine.body).toMatchObject({ rating: 5, comment: null });
  });

  it("refuses rating one's own recipe, and visitors get 401", async () => {
    const { id } = await newRecipe();
    const own = await author.agent.post(`/api/recipes/${id}/rate`).send({ rating: 5 }).expect(403);
    expect(own.body).toMatchObject({
      error: "own_recipe_rating",
      message: "Você não pode avaliar a sua própria receita.",
    });
    await supertest(ctx.app).post(`/api/recipes/${id}/rate`).send({ rating: 5 }).expect(401);
    await supertest(ctx.app).get(`/api/recipes/${id}/rating`).expect(401);
    expect(await totals(id)).toEqual({ sum: 0, count: 0 });
  });

  it("checks stars and the comment's length in pt-BR", async () => {
    const { id } = await newRecipe();
    for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: 4.5 }, { rating: "5" }]) {
      const res = await fan.agent.post(`/api/recipes/${id}/rate`).send(body).expect(400);
      expect(res.body.message).toBe("Escolha de 1 a 5 estrelas.");
    }
    const long = await fan.agent
      .post(`/api/recipes/${id}/rate`)
      .send({ rating: 3, comment: "a".repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("O comentário deve ter no máximo 500 caracteres.");
    await fan.agent
      .post(`/api/recipes/${id}/rate`)
      .send({ rating: 3, comment: "a".repeat(500) })
      .expect(200);
    await fan.agent
      .post(`/api/recipes/00000000-0000-4000-8000-000000000000/rate`)
      .send({ rating: 3 })
      .expect(404);
  });
});

describe("ratings under concurrency", () => {
  it("keeps exact sums with 50 cooks voting at once", async () => {
    const { id } = await newRecipe("Moqueca");
    const voters = await insertCooks(ctx.database.db, 50, "voter");
    const stars = voters.map((_, i) => (i % 5) + 1);
    await Promise.all(
      voters.map((voter, i) => ctx.services.ratings.rate(voter.id, id, { rating: stars[i]! })),
    );
    expect(await totals(id)).toEqual({ sum: 150, count: 50 });

    // Everyone changes their vote at once, some twice in parallel: still one vote each.
    await Promise.all(
      voters.flatMap((voter, i) => [
        ctx.services.ratings.rate(voter.id, id, { rating: 5 }),
        ...(i % 2 ? [ctx.services.ratings.rate(voter.id, id, { rating: 5 })] : []),
      ]),
    );
    expect(await totals(id)).toEqual({ sum: 250, count: 50 });
    const res = await supertest(ctx.app).get(`/api/recipes/${id}`).expect(200);
    expect(res.body).toMatchObject({ averageRating: 50, totalRatings: 50 });
  });

  it("takes a deleted account's votes out of the sums", async () => {
    const { id } = await newRecipe("Bobó de camarão");
    const [gone, stays] = await insertCooks(ctx.database.db, 2, "gone");
    await ctx.services.ratings.rate(gone!.id, id, { rating: 1 });
    await ctx.services.ratings.rate(stays!.id, id, { rating: 5 });
    await ctx.database.db.delete(usersTable).where(eq(usersTable.id, gone!.id));
    expect(await totals(id)).toEqual({ sum: 5, count: 1 });
  });
});

describe("GET /api/recipes/:id/comments", () => {
  it("lists the comments with the author's name and date, newest first, paged, never an e-mail", async () => {
    const { id } = await newRecipe("Vatapá");
    const cooks = await insertCooks(ctx.database.db, 3, "critic");
    await ctx.services.ratings.rate(cooks[0]!.id, id, { rating: 5, comment: "Perfeito <b>demais</b>" });
    await ctx.services.ratings.rate(cooks[1]!.id, id, { rating: 2 });
    await ctx.services.ratings.rate(cooks[2]!.id, id, { rating: 4, comment: "Bom, mas salgado." });

    const first = await supertest(ctx.app).get(`/api/recipes/${id}/comments?limit=1`).expect(200);
    const cursor = first.headers["x-next-cursor"] as string;
    const rest = await supertest(ctx.app).get(`/api/recipes/${id}/comments`).query({ cursor }).expect(200);
    const comments = [...first.body, ...rest.body] as RecipeComment[];
    expect(comments.map((c) => [c.comment, c.rating, c.authorName])).toEqual([
      ["Bom, mas salgado.", 4, "Cozinheira2 S."],
      ["Perfeito <b>demais</b>", 5, "Cozinheira0 S."],
    ]);
    expect(Date.parse(comments[0]!.date)).not.toBeNaN();
    const text = JSON.stringify(comments);
    for (const cook of cooks) expect(text).not.toContain(cook.email);
    expect(comments.map((c) => c.mine)).toEqual([false, false]);
  });

  it("marks the signed-in cook's own comment, for them only", async () => {
    const { id } = await newRecipe("Bobó");
    const { agent } = await signedInAgent(ctx.app);
    await agent.post(`/api/recipes/${id}/rate`).send({ rating: 4, comment: "Faria de novo." }).expect(200);
    const own = (await agent.get(`/api/recipes/${id}/comments`).expect(200)).body as RecipeComment[];
    expect(own.map((c) => c.mine)).toEqual([true]);
    const stranger = (await supertest(ctx.app).get(`/api/recipes/${id}/comments`).expect(200)).body;
    expect(stranger.map((c: RecipeComment) => c.mine)).toEqual([false]);
  });
});
