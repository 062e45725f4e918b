import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportsTable } from "../../db/schema/index.ts";
import { insertCooks, insertRecipe } from "../../test/community-factories.ts";
import { createTestContext, signedInAgent, type TestContext } from "../../test/context.ts";

let ctx: TestContext;
let reporter: Awaited<ReturnType<typeof signedInAgent>>;
let recipeId: string;
let otherRecipeId: string;
let commentId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  reporter = await signedInAgent(ctx.app);
  const [author, critic] = await insertCooks(ctx.database.db, 2, "report");
  const publishedAt = new Date();
  recipeId = (await insertRecipe(ctx.database.db, { userId: author!.id, title: "Cuscuz", publishedAt })).id;
  otherRecipeId = (await insertRecipe(ctx.database.db, { userId: author!.id, title: "Tapioca", publishedAt }))
    .id;
  await ctx.services.ratings.rate(critic!.id, recipeId, { rating: 1, comment: "Compre no meu site!!!" });
  const [comment] = (await supertest(ctx.app).get(`/api/recipes/${recipeId}/comments`).expect(200))
    .body as Array<{ id: string }>;
  commentId = comment!.id;
});
afterAll(() => ctx.close());

const reportsOf = (id: string) =>
  ctx.database.db.select().from(reportsTable).where(eq(reportsTable.recipeId, id));

describe("POST /api/reports", () => {
  it("stores a report of a recipe and of a comment for the admin panel, once per cook", async () => {
    await reporter.agent
      .post("/api/reports")
      .send({ recipeId, reason: "copyright", details: " copiada " })
      .expect(204);
    await reporter.agent.post("/api/reports").send({ recipeId, commentId, reason: "spam" }).expect(204);
    await reporter.agent.post("/api/reports").send({ recipeId, commentId, reason: "offensive" }).expect(204);
    const stored = await reportsOf(recipeId);
    expect(stored.map((r) => [r.ratingId, r.reason, r.details, r.reporterId]).sort()).toEqual(
      [
        [null, "copyright", "copiada", reporter.user.id],
        [commentId, "spam", null, reporter.user.id],
      ].sort(),
    );
  });

  it("refuses visitors, unknown things, a comment under another recipe and bad reasons", async () => {
    await supertest(ctx.app).post("/api/reports").send({ recipeId, reason: "spam" }).expect(401);
    const missing = "00000000-0000-4000-8000-000000000000";
    await reporter.agent.post("/api/reports").send({ recipeId: missing, reason: "spam" }).expect(404);
    await reporter.agent
      .post("/api/reports")
      .send({ recipeId: otherRecipeId, commentId, reason: "spam" })
      .expect(404);
    const bad = await reporter.agent.post("/api/reports").send({ recipeId, reason: "feio" }).expect(400);
    expect(bad.body.message).toBe("Escolha o motivo da denúncia.");
    const long = await reporter.agent
      .post("/api/reports")
      .send({ recipeId, reason: "other", details: "x".repeat(501) })
      .expect(400);
    expect(long.body.message).toBe("O detalhe da denúncia deve ter no máximo 500 caracteres.");
    expect(await reportsOf(otherRecipeId)).toEqual([]);
  });
});
