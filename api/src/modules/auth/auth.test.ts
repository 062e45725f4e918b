import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usersTable } from "../../db/schema/index.ts";
import { createTestContext, registration, signedInAgent, type TestContext } from "../../test/context.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_MAX_FAILURES: "10", ADMIN_EMAILS: "chefe@chefzap.com.br" });
});
afterAll(() => ctx.close());

describe("POST /api/register", () => {
  it("creates the account, signs in with an httpOnly SameSite=Lax cookie and answers the user", async () => {
    const payload = registration();
    const res = await supertest(ctx.app).post("/api/register").send(payload).expect(201);
    expect(res.body).toMatchObject({
      email: payload.email,
      username: payload.username,
      firstName: "Maria",
      lastName: "da Silva",
      whatsapp: "11987654321",
      role: "user",
      plan: "free",
      freeRecipesUsed: 0,
      freeRecipesQuota: 3,
      isAdmin: false,
    });
    const cookie = res.headers["set-cookie"]![0]!;
    expect(cookie).toMatch(/^chefzap_session=[\w-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Expires=/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it("stores an argon2id hash, never the password, and never returns either", async () => {
    const payload = registration();
    const res = await supertest(ctx.app).post("/api/register").send(payload).expect(201);
    const [row] = await ctx.database.db.select().from(usersTable).where(eq(usersTable.id, res.body.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(res.body)).not.toContain(payload.password);
    expect(JSON.stringify(res.body)).not.toContain("argon2");
    expect(res.body).not.toHaveProperty("passwordHash");
  });

  it("accepts the /auth tab's shape (firstName + lastName, no username, no whatsapp)", async () => {
    const res = await supertest(ctx.app)
      .post("/api/register")
      .send({ email: "tab@exemplo.com", password: "123456", firstName: "João", lastName: "Souza" })
      .expect(201);
    expect(res.body.name).toBe("João Souza");
    expect(res.body.username).toMatch(/^tab_[0-9a-f]{6}$/);
  });

  it("answers 409 email_taken for an e-mail already used, whatever its case", async () => {
    const payload = registration();
    await supertest(ctx.app).post("/api/register").send(payload).expect(201);
    const res = await supertest(ctx.app)
      .post("/api/register")
      .send({ ...payload, email: payload.email.toUpperCase(), username: "outro_nome1" })
      .expect(409);
    expect(res.body).toMatchObject({ error: "email_taken", field: "email" });
    expect(res.body.message).toMatch(/já está cadastrado/);
  });

  it.each([
    [{ email: "" }, "email", "E-mail é obrigatório"],
    [{ email: "sem-arroba" }, "email", "E-mail inválido"],
    [{ password: "12345" }, "password", "Senha deve ter pelo menos 6 caracteres"],
    [{ password: "x".repeat(200) }, "password", "Senha deve ter no máximo 128 caracteres"],
    [{ whatsapp: "123" }, "whatsapp", "Formato inválido. Use (11) 99999-9999"],
    [{ firstName: "", name: "A" }, "firstName", "Nome deve ter pelo menos 2 caracteres"],
    [
      { username: "com espaço" },
      "username",
      "Nome de usuário só pode ter letras, números, ponto, hífen e sublinhado",
    ],
  ])("answers 400 naming the field for %j", async (patch, field, message) => {
    const res = await supertest(ctx.app).post("/api/register").send(registration(patch)).expect(400);
    expect(res.body).toEqual({ error: "validation_failed", field, message });
  });

  it("answers 400 for a body that is not JSON, without a 500", async () => {
    const res = await supertest(ctx.app)
      .post("/api/register")
      .set("Content-Type", "application/json")
      .send("{not json")
      .expect(400);
    expect(res.body.error).toBe("validation_failed");
  });

  it("ignores a client that calls itself Admin: the role comes from the server only", async () => {
    const res = await supertest(ctx.app)
      .post("/api/register")
      .send(registration({ username: "Admin", role: "admin", isAdmin: true }))
      .expect(201);
    expect(res.body).toMatchObject({ role: "user", isAdmin: false });
  });

  it("never makes a stranger admin by signing up with an ADMIN_EMAILS address", async () => {
    const res = await supertest(ctx.app)
      .post("/api/register")
      .send(registration({ email: "Chefe@ChefZap.com.br" }))
      .expect(201);
    expect(res.body).toMatchObject({ role: "user", isAdmin: false });
  });
});

describe("POST /api/login", () => {
  it("signs in with the right password and answers the user", async () => {
    const payload = registration();
    await supertest(ctx.app).post("/api/register").send(payload).expect(201);
    const agent = supertest.agent(ctx.app);
    const res = await agent
      .post("/api/login")
      .send({ email: payload.email, password: payload.password })
      .expect(200);
    expect(res.body.username).toBe(payload.username);
    const me = await agent.get("/api/user").expect(200);
    expect(me.body.email).toBe(payload.email);
  });

  it("gives one generic 401 for a wrong password and for an unknown e-mail", async () => {
    const payload = registration();
    await supertest(ctx.app).post("/api/register").send(payload).expect(201);
    const wrong = await supertest(ctx.app)
      .post("/api/login")
      .send({ email: payload.email, password: "errada123" })
      .expect(401);
    const unknown = await supertest(ctx.app)
      .post("/api/login")
      .send({ email: "ninguem@exemplo.com", password: "errada123" })
      .expect(401);
    expect(wrong.body).toEqual({ error: "invalid_credentials", message: "E-mail ou senha incorretos." });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers["set-cookie"]).toBeUndefined();
  });

  it("answers 400 naming the field when the password is missing", async () => {
    const res = await supertest(ctx.app).post("/api/login").send({ email: "a@b.com" }).expect(400);
    expect(res.body).toMatchObject({ error: "validation_failed", field: "password" });
  });

  it("answers 429 after 10 failures for one IP and e-mail, while another e-mail still gets in", async () => {
    const payload = registration();
    const other = registration();
    await supertest(ctx.app).post("/api/register").send(payload).expect(201);
    await supertest(ctx.app).post("/api/register").send(other).expect(201);
    for (let i = 0; i < 10; i++) {
      await supertest(ctx.app)
        .post("/api/login")
        .send({ email: payload.email, password: "errada123" })
        .expect(401);
    }
    const blocked = await supertest(ctx.app)
      .post("/api/login")
      .send({ email: payload.email, password: payload.password })
      .expect(429);
    expect(blocked.body).toMatchObject({ error: "rate_limited" });
    expect(blocked.body.message).toMatch(/Muitas tentativas/);
    await supertest(ctx.app)
      .post("/api/login")
      .send({ email: other.email, password: other.password })
      .expect(200);
  });
});

describe("sessions", () => {
  it("GET /api/user answers 401 when signed out", async () => {
    const res = await supertest(ctx.app).get("/api/user").expect(401);
    expect(res.body).toMatchObject({ error: "unauthenticated" });
  });

  it("rejects a forged cookie", async () => {
    await supertest(ctx.app).get("/api/user").set("Cookie", "chefzap_session=forjado").expect(401);
  });

  it("POST /api/logout ends the session on the server, not just in the browser", async () => {
    const { agent, payload } = await signedInAgent(ctx.app);
    const login = await supertest(ctx.app)
      .post("/api/login")
      .send({ email: payload.email, password: payload.password });
    const token = login.headers["set-cookie"]![0]!.split(";")[0]!;
    const res = await supertest(ctx.app).post("/api/logout").set("Cookie", token).expect(204);
    expect(res.headers["set-cookie"]![0]).toMatch(/chefzap_session=;/);
    // The same token replayed after logout is dead; the user's other session lives on.
    await supertest(ctx.app).get("/api/user").set("Cookie", token).expect(401);
    await agent.get("/api/user").expect(200);
  });

  it("signs out from the admin panel's form and sends the browser home", async () => {
    const { agent, payload } = await signedInAgent(ctx.app);
    const login = await supertest(ctx.app)
      .post("/api/login")
      .send({ email: payload.email, password: payload.password });
    const token = login.headers["set-cookie"]![0]!.split(";")[0]!;
    const res = await supertest(ctx.app)
      .post("/api/logout")
      .set("Cookie", token)
      .type("form")
      .send("")
      .expect(303);
    expect(res.headers.location).toBe("/");
    await supertest(ctx.app).get("/api/user").set("Cookie", token).expect(401);
    await agent.get("/api/user").expect(200);
  });

  it("keeps the session when another site sends the browser to /api/logout, by link or by form", async () => {
    const { agent } = await signedInAgent(ctx.app);
    await agent.get("/api/logout").set("Sec-Fetch-Site", "cross-site");
    await agent
      .post("/api/logout")
      .set("Origin", "https://outro-site.example")
      .type("form")
      .send("")
      .expect(403);
    await agent.get("/api/user").expect(200);
  });
});

describe("logs", () => {
  it("never contain a password, its hash or a session token", async () => {
    const payload = registration({ password: "SenhaSecreta!42" });
    const reg = await supertest(ctx.app).post("/api/register").send(payload).expect(201);
    await supertest(ctx.app)
      .post("/api/login")
      .send({ email: payload.email, password: "SenhaSecreta!42" })
      .expect(200);
    await supertest(ctx.app)
      .post("/api/login")
      .send({ email: payload.email, password: "SenhaErrada!42" })
      .expect(401);
    const token = reg.headers["set-cookie"]![0]!.split(";")[0]!.split("=")[1]!;
    const text = ctx.logs.join("\n");
    expect(text).toContain("/api/login");
    expect(text).not.toContain("SenhaSecreta!42");
    expect(text).not.toContain("SenhaErrada!42");
    expect(text).not.toContain("$argon2id$");
    expect(text).not.toContain(token);
  });
});
