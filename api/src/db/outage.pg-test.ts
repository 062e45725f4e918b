import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, signedInAgent, type TestContext } from "../test/context.ts";
import { createTestDatabase } from "../test/database.ts";
import { testDatabaseUrl } from "../test/env.ts";
import { startTcpProxy } from "../test/tcp-proxy.ts";

// Runs only against a PostgreSQL server (npm run test:db with TEST_DATABASE_URL): PGlite has no connection
// to lose.
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let ctx: TestContext;
const lostConnections: Error[] = [];

beforeAll(async () => {
  const server = new URL(testDatabaseUrl!);
  proxy = await startTcpProxy(server.hostname, Number(server.port || 5432));
  const database = await createTestDatabase({
    port: proxy.port,
    onConnectionError: (error) => lostConnections.push(error),
  });
  ctx = await createTestContext({ API_REQUESTS_PER_MINUTE: "100000" }, {}, database);
});
afterAll(async () => {
  proxy.restore();
  await ctx.close();
  await proxy.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signed-in users keep asking for their account (a query per request) until told to stop. */
function load(agent: ReturnType<typeof supertest.agent>, workers: number) {
  const answers: Array<{ status: number; body: { error?: string; message?: string } }> = [];
  let running = true;
  const done = Promise.all(
    Array.from({ length: workers }, async () => {
      while (running) {
        const res = await agent.get("/api/user");
        answers.push({ status: res.status, body: res.body });
      }
    }),
  );
  return { answers, stop: () => ((running = false), done) };
}

describe("a PostgreSQL outage under load", () => {
  it("answers 503 in pt-BR while the database is away and serves again within 5 s of its return", async () => {
    const { agent } = await signedInAgent(ctx.app);
    const traffic = load(agent, 6);
    await sleep(300);

    proxy.cut();
    await sleep(200);
    const during = traffic.answers.length;
    await sleep(1500);
    const health = await supertest(ctx.app).get("/api/health");
    const outage = traffic.answers.slice(during);

    proxy.restore();
    const back = Date.now();
    while ((await agent.get("/api/user")).status !== 200) await sleep(50);
    const recoveredInMs = Date.now() - back;
    await traffic.stop();

    expect(health.status).toBe(503);
    expect(outage.length).toBeGreaterThan(0);
    for (const answer of outage) {
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        error: "service_unavailable",
        message: expect.stringMatching(/instável/),
      });
    }
    expect(traffic.answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
    expect(recoveredInMs).toBeLessThan(5000);
    expect(lostConnections.length).toBeGreaterThan(0);
  });
});
