import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, registration, type TestContext } from "../../test/context.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    LOGIN_MAX_FAILURES: "10",
    LOGIN_MAX_FAILURES_PER_IP: "30",
    LOGIN_MAX_FAILURES_PER_ACCOUNT: "20",
  });
});
afterAll(() => ctx.close());

/** The api trusts the loopback proxy, so each request can come from the address the test names. */
const loginFrom = (ip: string, email: string, password = "senha-errada") =>
  supertest(ctx.app).post("/api/login").set("X-Forwarded-For", ip).send({ email, password });

async function statusesOf(attempts: Array<() => supertest.Test>): Promise<number[]> {
  const statuses: number[] = [];
  for (const attempt of attempts) statuses.push((await attempt()).status);
  return statuses;
}

describe("login limits", () => {
  it("stop one address trying many accounts, in pt-BR, and leave other addresses alone", async () => {
    const statuses = await statusesOf(
      Array.from({ length: 40 }, (_, n) => () => loginFrom("203.0.113.7", `alvo${n}@exemplo.com.br`)),
    );
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));

    const blocked = await loginFrom("203.0.113.7", "outra@exemplo.com.br").expect(429);
    expect(blocked.body).toMatchObject({ error: "rate_limited", message: expect.stringMatching(/Aguarde/) });
    await loginFrom("198.51.100.1", "outra@exemplo.com.br").expect(401);
  });

  it("stop many addresses guessing one account's password", async () => {
    const payload = registration();
    await supertest(ctx.app).post("/api/register").send(payload).expect(201);
    const statuses = await statusesOf(
      Array.from({ length: 30 }, (_, n) => () => loginFrom(`192.0.2.${n + 1}`, payload.email)),
    );
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    // Another account from one of those addresses is unaffected.
    await loginFrom("192.0.2.1", "mais.uma@exemplo.com.br").expect(401);
  });
});
