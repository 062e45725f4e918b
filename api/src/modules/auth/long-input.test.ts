import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_SIZE, hostileEmails } from "../../test/hostile-text.ts";
import { createTestContext, signedInAgent, type TestContext } from "../../test/context.ts";
import { fastestRun } from "../../test/timing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_MAX_FAILURES: "1000" });
});
afterAll(() => ctx.close());

async function timed(request: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await request();
  return performance.now() - start;
}

const login = (body: object) => supertest(ctx.app).post("/api/login").send(body);

describe("POST /api/login with a 100 KB e-mail", () => {
  it("answers 400 as fast as any refused 100 KB body, and the next login still works", async () => {
    const { payload } = await signedInAgent(ctx.app);
    // The same transfer and JSON parsing, refused by a plain length check: what a 400 should cost.
    const sameSize = { email: payload.email, password: "a".repeat(BODY_SIZE) };
    await login(sameSize).expect(400);
    const baseline = Math.min(
      await timed(() => login(sameSize).expect(400)),
      await timed(() => login(sameSize).expect(400)),
    );

    const budget = baseline * 20;
    for (const email of hostileEmails) {
      const refused = async () => {
        const res = await login({ email, password: "feijoada123" });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          error: "validation_failed",
          field: "email",
          message: "E-mail ou nome de usuário inválido",
        });
      };
      const elapsed = await fastestRun(refused, budget);
      expect(elapsed, `${elapsed.toFixed(1)} ms vs ${baseline.toFixed(1)} ms`).toBeLessThan(budget);
    }

    await login({ email: payload.email, password: payload.password }).expect(200);
  });
});
