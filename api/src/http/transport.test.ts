import { createHash } from "node:crypto";
import { THEME_INIT_SCRIPT } from "@chefzap/shared";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config/env.ts";
import { createTestContext, registration, signedInAgent, type TestContext } from "../test/context.ts";

const OWN = "http://chefzap.test";
let ctx: TestContext;
let https: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: OWN });
  https = await createTestContext({ PUBLIC_URL: "https://chefzap.com.br" });
});
afterAll(async () => {
  await ctx.close();
  await https.close();
});

describe("cross-origin state changes", () => {
  it("refuse DELETE /api/me from another site, and the account stays", async () => {
    const { agent } = await signedInAgent(ctx.app);
    const res = await agent.delete("/api/me").set("Origin", "https://evil.example").expect(403);
    expect(res.body).toMatchObject({ error: "cross_origin", message: expect.stringMatching(/outro site/) });
    await agent.get("/api/user").expect(200);
  });

  it("refuse a Referer from another site when Origin is missing, and an opaque 'null' Origin", async () => {
    const payload = registration();
    await supertest(ctx.app)
      .post("/api/register")
      .set("Referer", "https://evil.example/form.html")
      .send(payload)
      .expect(403);
    await supertest(ctx.app).post("/api/register").set("Origin", "null").send(payload).expect(403);
    await supertest(ctx.app)
      .post("/api/login")
      .send({ email: payload.email, password: payload.password })
      .expect(401);
  });

  it("let the app's own pages and clients without a browser through", async () => {
    const payload = registration();
    await supertest(ctx.app).post("/api/register").set("Origin", OWN).send(payload).expect(201);
    await supertest(ctx.app)
      .post("/api/login")
      .set("Referer", `${OWN}/auth`)
      .send({ email: payload.email, password: payload.password })
      .expect(200);
    await supertest(ctx.app).post("/api/logout").expect(204);
  });

  it("leave reads from other sites alone (a shared recipe link)", async () => {
    await supertest(ctx.app).get("/api/health").set("Origin", "https://evil.example").expect(200);
  });
});

describe("transport headers", () => {
  it("keep private answers out of every cache and deny device features the app does not use", async () => {
    const { agent } = await signedInAgent(ctx.app);
    const res = await agent.get("/api/user").expect(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["permissions-policy"]).toMatch(/camera=\(self\)/);
    expect(res.headers["permissions-policy"]).toMatch(/geolocation=\(\)/);
    const missing = await agent.get("/api/recipes/00000000-0000-4000-8000-000000000000").expect(404);
    expect(missing.headers["cache-control"]).toBe("no-store");
  });

  it("let run no inline script but the theme's, named by its hash", async () => {
    const res = await supertest(ctx.app).get("/api/health").expect(200);
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers["content-security-policy"] as string)![1];
    const hash = createHash("sha256").update(THEME_INIT_SCRIPT).digest("base64");
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });

  it("send HSTS and upgrade-insecure-requests behind an https PUBLIC_URL", async () => {
    const res = await supertest(https.app).get("/api/health").expect(200);
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(res.headers["content-security-policy"]).toMatch(/upgrade-insecure-requests/);
    const plain = await supertest(ctx.app).get("/api/health").expect(200);
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const signed = await supertest(https.app).post("/api/register").send(registration()).expect(201);
    expect(signed.headers["set-cookie"]![0]).toMatch(/; Secure/);
  });
});

describe("secure defaults", () => {
  const base = { NODE_ENV: "development", PORT: "3000" } as const;

  it("are on in production and behind https, and off on a developer's http://localhost", () => {
    expect(loadConfig({ ...base, NODE_ENV: "production" }).cookieSecure).toBe(true);
    expect(loadConfig({ ...base, PUBLIC_URL: "https://chefzap.com.br" }).cookieSecure).toBe(true);
    expect(loadConfig(base).cookieSecure).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: "production", COOKIE_SECURE: "false" }).cookieSecure).toBe(false);
  });

  it("allow the addresses npm start prints when no PUBLIC_URL is set", () => {
    expect(loadConfig(base).allowedOrigins).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ]);
    expect(loadConfig({ ...base, PUBLIC_URL: "https://chefzap.com.br/app" }).allowedOrigins).toEqual([
      "https://chefzap.com.br",
    ]);
  });
});
