import supertest from "supertest";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestContext, registration, type TestContext } from "../../test/context.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ COOKIE_SECURE: "true", REGISTER_MAX_PER_HOUR: "2" });
});
afterAll(() => ctx.close());

it("marks the session cookie Secure when COOKIE_SECURE is set (behind HTTPS)", async () => {
  const res = await supertest(ctx.app).post("/api/register").send(registration()).expect(201);
  expect(res.headers["set-cookie"]![0]).toMatch(/; Secure/);
});

it("limits sign-ups per IP and hour with a 429", async () => {
  await supertest(ctx.app).post("/api/register").send(registration()).expect(201);
  const res = await supertest(ctx.app).post("/api/register").send(registration()).expect(429);
  expect(res.body.error).toBe("rate_limited");
});
