import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, signedInAgent, type TestContext } from "../../test/context.ts";
import { mailTo } from "../../test/outbox.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const change = (agent: supertest.Agent, currentPassword: string, newPassword: string) =>
  agent.post("/api/auth/change-password").send({ currentPassword, newPassword });

describe("POST /api/auth/change-password", () => {
  it("asks for a signed-in cook", async () => {
    const res = await supertest(ctx.app)
      .post("/api/auth/change-password")
      .send({ currentPassword: "feijoada123", newPassword: "moqueca456" })
      .expect(401);
    expect(res.body.error).toBe("unauthenticated");
  });

  it("says clearly when the current password is wrong, and changes nothing", async () => {
    const { agent, payload } = await signedInAgent(ctx.app);
    const res = await change(agent, "nao-e-essa", "moqueca456").expect(400);
    expect(res.body).toEqual({
      error: "current_password_wrong",
      field: "currentPassword",
      message: "A senha atual está incorreta.",
    });
    await agent.get("/api/user").expect(200);
    await supertest(ctx.app)
      .post("/api/login")
      .send({ email: payload.email, password: payload.password })
      .expect(200);
  });

  it("keeps this session, ends the account's others, and mails the 'senha alterada' notice", async () => {
    const { agent, payload } = await signedInAgent(ctx.app);
    const laptop = supertest.agent(ctx.app);
    await laptop.post("/api/login").send({ email: payload.email, password: payload.password }).expect(200);

    await change(agent, payload.password, "moqueca456").expect(204);

    await agent.get("/api/user").expect(200);
    await laptop.get("/api/user").expect(401);
    const login = (password: string) =>
      supertest(ctx.app).post("/api/login").send({ email: payload.email, password });
    await login(payload.password).expect(401);
    await login("moqueca456").expect(200);
    expect(await mailTo(ctx.database.db, payload.email, "password_changed")).toHaveLength(1);
  });

  it("applies the sign-up's rules to the new password and refuses the same one again", async () => {
    const { agent, payload } = await signedInAgent(ctx.app);
    const short = await change(agent, payload.password, "123").expect(400);
    expect(short.body).toMatchObject({
      field: "newPassword",
      message: "Senha deve ter pelo menos 6 caracteres",
    });
    const same = await change(agent, payload.password, payload.password).expect(400);
    expect(same.body).toMatchObject({
      field: "newPassword",
      message: "A nova senha deve ser diferente da atual",
    });
    const missing = await agent.post("/api/auth/change-password").send({ newPassword: "moqueca456" });
    expect(missing.body).toMatchObject({ field: "currentPassword", message: "Informe a senha atual" });
  });

  it("stops guessing the current password from an open session after ten misses", async () => {
    const { agent } = await signedInAgent(ctx.app);
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) statuses.push((await change(agent, `chute-${n}`, "moqueca456")).status);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });
});
