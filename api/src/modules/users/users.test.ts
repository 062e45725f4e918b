import { count, eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recipesTable, sessionsTable, usersTable } from "../../db/schema/index.ts";
import { createTestContext, signedInAgent, type TestContext } from "../../test/context.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function addRecipe(userId: string, title: string) {
  return ctx.services.recipes.save({
    userId,
    title,
    ingredients: ["2 xícaras de arroz", "1 dente de alho"],
    instructions: ["Refogue o alho.", "Junte o arroz e a água."],
  });
}

describe("users.findByWhatsapp", () => {
  it("finds the account a number is linked to, with its plan in force, and nobody for another number", async () => {
    const { user, payload } = await signedInAgent(ctx.app);
    await ctx.services.users.setPlan(payload.email, "premium");
    const { code } = await ctx.services.whatsappLinks.newCode({ id: user.id, plan: "premium" });
    await ctx.services.whatsappLinks.linkByCode(code, "5511987650101");
    expect(await ctx.services.users.findByWhatsapp("5511987650101")).toMatchObject({
      id: user.id,
      plan: "premium",
    });
    expect(await ctx.services.users.findByWhatsapp("5511987650102")).toBeUndefined();
  });
});

describe("GET /api/session", () => {
  it("answers a visitor 200 with no user, and a cook with their own public data", async () => {
    const visitor = await supertest(ctx.app).get("/api/session").expect(200);
    expect(visitor.body).toEqual({ user: null });
    expect(visitor.headers["cache-control"]).toBe("no-store");

    const { agent, user } = await signedInAgent(ctx.app);
    const cook = await agent.get("/api/session").expect(200);
    expect(cook.body.user).toEqual((await agent.get("/api/user").expect(200)).body);
    expect(cook.body.user.id).toBe(user.id);
    expect(cook.body.user).not.toHaveProperty("passwordHash");
  });
});

describe("GET /api/me/export", () => {
  it("returns all of my data as a JSON download, and nobody else's", async () => {
    const { agent, user, payload } = await signedInAgent(ctx.app);
    const other = await signedInAgent(ctx.app);
    await addRecipe(user.id, "Arroz soltinho");
    await addRecipe(other.user.id, "Feijão tropeiro");

    const res = await agent.get("/api/me/export").expect(200);
    expect(res.headers["content-disposition"]).toMatch(
      /attachment; filename="?chefzap-meus-dados-\d{4}-\d{2}-\d{2}\.json/,
    );
    expect(res.body.user).toMatchObject({
      email: payload.email,
      whatsapp: "11987654321",
      deviceFingerprint: "f".repeat(64),
    });
    expect(res.body.user).not.toHaveProperty("passwordHash");
    expect(res.body.recipes.map((r: { title: string }) => r.title)).toEqual(["Arroz soltinho"]);
    expect(res.body.sessions).toHaveLength(1);
    expect(JSON.stringify(res.body)).not.toContain("$argon2id$");
  });

  it("includes my ratings, comments and reports, and none that others made", async () => {
    const { agent } = await signedInAgent(ctx.app);
    const author = await signedInAgent(ctx.app);
    const stranger = await signedInAgent(ctx.app);
    const recipe = await addRecipe(author.user.id, "Moqueca de peixe");
    await ctx.services.recipes.publish(recipe.id, author.user.id);
    await agent
      .post(`/api/recipes/${recipe.id}/rate`)
      .send({ rating: 4, comment: "Faltou coentro" })
      .expect(200);
    await stranger.agent
      .post(`/api/recipes/${recipe.id}/rate`)
      .send({ rating: 1, comment: "Não gostei" })
      .expect(200);
    const [theirs] = (
      await supertest(ctx.app).get(`/api/recipes/${recipe.id}/comments`).expect(200)
    ).body.filter((c: { comment: string }) => c.comment === "Não gostei");
    await agent
      .post("/api/reports")
      .send({ recipeId: recipe.id, commentId: theirs.id, reason: "offensive", details: "Grosseria" })
      .expect((res) => expect(res.status).toBeLessThan(300));
    await stranger.agent
      .post("/api/reports")
      .send({ recipeId: recipe.id, reason: "spam" })
      .expect((res) => expect(res.status).toBeLessThan(300));

    const { body } = await agent.get("/api/me/export").expect(200);
    expect(body.ratings).toEqual([
      expect.objectContaining({
        recipeId: recipe.id,
        recipeTitle: "Moqueca de peixe",
        rating: 4,
        comment: "Faltou coentro",
      }),
    ]);
    expect(body.reports).toEqual([
      expect.objectContaining({
        recipeId: recipe.id,
        commentId: theirs.id,
        reason: "offensive",
        details: "Grosseria",
      }),
    ]);
    expect(JSON.stringify(body)).not.toContain("Não gostei");
  });

  it("answers 401 when signed out", async () => {
    await supertest(ctx.app).get("/api/me/export").expect(401);
  });
});

describe("DELETE /api/me", () => {
  it("erases the account with its sessions and recipes, and signs out", async () => {
    const { agent, user, payload } = await signedInAgent(ctx.app);
    await addRecipe(user.id, "Bolo de fubá");
    const res = await agent.delete("/api/me").expect(204);
    expect(res.headers["set-cookie"]![0]).toMatch(/chefzap_session=;/);

    const db = ctx.database.db;
    const [users] = await db.select({ n: count() }).from(usersTable).where(eq(usersTable.id, user.id));
    const [sessions] = await db
      .select({ n: count() })
      .from(sessionsTable)
      .where(eq(sessionsTable.userId, user.id));
    const [recipes] = await db
      .select({ n: count() })
      .from(recipesTable)
      .where(eq(recipesTable.userId, user.id));
    expect([users!.n, sessions!.n, recipes!.n]).toEqual([0, 0, 0]);

    await agent.get("/api/user").expect(401);
    await supertest(ctx.app)
      .post("/api/login")
      .send({ email: payload.email, password: payload.password })
      .expect(401);
    // The e-mail is free again for a new account.
    await supertest(ctx.app).post("/api/register").send(payload).expect(201);
  });
});

describe("GET /api/recipes", () => {
  it("lists only my recipes, newest first, in the client's shape", async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    await addRecipe(user.id, "Primeira");
    await addRecipe(user.id, "Segunda");
    const res = await agent.get("/api/recipes").expect(200);
    expect(res.body.map((r: { title: string }) => r.title)).toEqual(["Segunda", "Primeira"]);
    expect(res.body[0]).toMatchObject({
      userId: user.id,
      cookingTime: 30,
      servings: 2,
      averageRating: 0,
      totalRatings: 0,
    });
  });

  it("answers 401 to visitors", async () => {
    await supertest(ctx.app).get("/api/recipes").expect(401);
  });
});

describe("admin routes", () => {
  it("answer 403 to a normal user and 401 to a visitor", async () => {
    const { agent } = await signedInAgent(ctx.app, { username: "Admin" });
    const res = await agent.get("/api/admin/users").expect(403);
    expect(res.body).toMatchObject({ error: "admin_only" });
    await supertest(ctx.app).get("/api/admin/users").expect(401);
  });

  it("serve an admin, whose role was granted on the server", async () => {
    const { agent, payload } = await signedInAgent(ctx.app);
    await ctx.services.auth.makeAdmin(payload.email);
    const res = await agent.get("/api/admin/users").expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(JSON.stringify(res.body)).not.toContain("argon2");
  });
});

describe("error handling", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const res = await supertest(ctx.app).get("/api/nao-existe").expect(404);
    expect(res.body).toMatchObject({ error: "not_found" });
  });

  it("answers 413 to a body over the limit", async () => {
    const res = await supertest(ctx.app)
      .post("/api/login")
      .send({ email: "a@b.com", password: "x".repeat(200_000) })
      .expect(413);
    expect(res.body).toMatchObject({ error: "payload_too_large" });
  });

  it("answers 503 service_unavailable with a request id, logging the cause, when the database is gone", async () => {
    const broken = await createTestContext();
    await broken.database.close();
    const res = await supertest(broken.app).get("/api/user").set("Cookie", "chefzap_session=abc").expect(503);
    expect(res.body).toMatchObject({
      error: "service_unavailable",
      message: expect.stringMatching(/instável/),
    });
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(broken.logs.join("\n")).toContain(res.body.requestId);
  });
});

describe("ADMIN_EMAILS at start", () => {
  it("promotes the listed accounts that exist and creates none for the others", async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const promoted = await ctx.services.users.promoteExisting([user.email, "ninguem@chefzap.com.br"]);
    expect(promoted).toBe(1);
    expect((await agent.get("/api/user").expect(200)).body).toMatchObject({ role: "admin" });
    expect(await ctx.services.users.findByEmail("ninguem@chefzap.com.br")).toBeUndefined();
  });
});

describe("makeAdmin (npm run admin:create)", () => {
  it("creates an admin account that can sign in with the one-time password", async () => {
    const result = await ctx.services.auth.makeAdmin("nova.admin@chefzap.com.br");
    expect(result.created).toBe(true);
    const res = await supertest(ctx.app)
      .post("/api/login")
      .send({ email: "nova.admin@chefzap.com.br", password: result.password })
      .expect(200);
    expect(res.body).toMatchObject({ role: "admin", isAdmin: true });
  });
});
