import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, registration, type TestContext } from "../../test/context.ts";

let ctx: TestContext;
let cook: ReturnType<typeof registration>;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_MAX_FAILURES: "10", LOGIN_MAX_FAILURES_PER_ACCOUNT: "4" });
  cook = registration({ username: "Chef.Ana_01" });
  await supertest(ctx.app).post("/api/register").send(cook).expect(201);
});
afterAll(() => ctx.close());

const login = (body: object) => supertest(ctx.app).post("/api/login").send(body);
const wrongPassword = { error: "invalid_credentials", message: "E-mail ou senha incorretos." };

describe("POST /api/login by username", () => {
  it("signs in with the username and the right password, opening a session", async () => {
    const res = await login({ login: "Chef.Ana_01", password: cook.password }).expect(200);
    expect(res.body).toMatchObject({ email: cook.email, username: "Chef.Ana_01" });
    expect(res.headers["set-cookie"]![0]).toMatch(/^chefzap_session=/);
  });

  it("ignores the username's case and the spaces around it", async () => {
    const res = await login({ login: "  chef.ana_01 ", password: cook.password }).expect(200);
    expect(res.body.email).toBe(cook.email);
    await login({ login: "CHEF.ANA_01", password: cook.password }).expect(200);
  });

  it("takes an e-mail in the same field, and a username in the spec's email field", async () => {
    await login({ login: cook.email.toUpperCase(), password: cook.password }).expect(200);
    const res = await login({ email: "chef.ana_01", password: cook.password }).expect(200);
    expect(res.body.username).toBe("Chef.Ana_01");
  });

  it("answers a wrong password and an unknown username alike, without a cookie", async () => {
    const wrong = await login({ login: "chef.ana_01", password: "errada123" }).expect(401);
    const unknown = await login({ login: "ninguem_aqui", password: cook.password }).expect(401);
    expect(wrong.body).toEqual(wrongPassword);
    expect(unknown.body).toEqual(wrongPassword);
    expect(wrong.headers["set-cookie"]).toBeUndefined();
    expect(unknown.headers["set-cookie"]).toBeUndefined();
  });

  it("refuses with 400 what can be neither an e-mail nor a username", async () => {
    for (const name of ["ana maria", "ana@", "a".repeat(41), `${"a".repeat(250)}@x.com.br`, ""]) {
      const res = await login({ login: name, password: "qualquer1" }).expect(400);
      expect(res.body).toMatchObject({ error: "validation_failed", field: "login" });
    }
    const none = await login({ password: "qualquer1" }).expect(400);
    expect(none.body).toMatchObject({ error: "validation_failed", field: "login" });
  });

  it("counts failures by username against the account, whichever field carries it", async () => {
    const other = registration({ username: "guarda_senha" });
    await supertest(ctx.app).post("/api/register").send(other).expect(201);
    const statuses: number[] = [];
    for (const body of [
      { login: "guarda_senha" },
      { email: "GUARDA_SENHA" },
      { login: "Guarda_Senha" },
      { email: "guarda_senha" },
      { login: "guarda_senha" },
    ])
      statuses.push((await login({ ...body, password: "errada123" })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // Even the right password waits the window out: the limit is on the account's name.
    await login({ login: "guarda_senha", password: other.password }).expect(429);
  });
});
