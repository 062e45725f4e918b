import type { Server } from "node:http";
import { domainErrorCodes } from "@chefzap/shared";
import fc from "fast-check";
import supertest from "supertest";
import { afterAll, beforeAll, expect, it } from "vitest";
import { allergenIds } from "../ai/grounding/index.ts";
import { createTestContext, type TestContext } from "../test/context.ts";
import { fuzzRuns as RUNS, fuzzSeed } from "../test/env.ts";
import { createIdentities, send, type FuzzRequest, type Identities } from "../test/fuzz/client.ts";
import { fuzzRoutes, type FuzzRoute, type Who } from "../test/fuzz/routes.ts";
import { dataUrl, pixelBombPng, testImage } from "../test/images.ts";

const NO_LIMIT = "1000000";

let ctx: TestContext;
let server: Server;
let ids: Identities;
let routes: FuzzRoute[];

beforeAll(async () => {
  // Limits raised so the requests reach validation and the services instead of stopping at 429.
  ctx = await createTestContext(
    {
      LOGIN_MAX_FAILURES: NO_LIMIT,
      LOGIN_MAX_FAILURES_PER_IP: NO_LIMIT,
      LOGIN_MAX_FAILURES_PER_ACCOUNT: NO_LIMIT,
      REGISTER_MAX_PER_HOUR: NO_LIMIT,
      PASSWORD_RESETS_PER_HOUR_PER_IP: NO_LIMIT,
      PASSWORD_RESETS_PER_HOUR_PER_EMAIL: NO_LIMIT,
      GENERATIONS_PER_MINUTE: NO_LIMIT,
      SCANS_PER_MINUTE: NO_LIMIT,
      API_REQUESTS_PER_MINUTE: NO_LIMIT,
      LOG_LEVEL: "silent",
    },
    { vision: null },
  );
  // One listening server for every request, instead of supertest starting one per request.
  server = ctx.app.listen(0);
  ids = await createIdentities(ctx, server, 4);
  const recipeIds = await Promise.all(
    [ids.user[0]!, ids.premium[0]!].map(async (account) => {
      const res = await supertest(server)
        .post("/api/generate-recipe")
        .set("Cookie", account.cookie)
        .send({ ingredients: ["frango", "arroz", "tomate"] })
        .expect(201);
      return res.body.id as string;
    }),
  );
  const menuIds = await Promise.all(
    ids.premium.slice(0, 2).map(async (account) => {
      const res = await supertest(server)
        .post("/api/generate-structured-menu")
        .set("Cookie", account.cookie)
        .send({
          profileData: {
            objetivo: "manutencao",
            sexo: "feminino",
            idade: 30,
            altura: 160,
            peso: 60,
            nivelAtividade: "leve",
          },
        })
        .expect(201);
      return res.body.id as string;
    }),
  );
  const jpeg = await testImage("jpeg");
  routes = fuzzRoutes({
    recipeIds,
    emails: [...ids.user, ...ids.premium].map((a) => a.email),
    password: ids.password,
    allergenIds: allergenIds(),
    menuIds,
    userIds: [...ids.user, ...ids.premium].map((a) => a.id),
    imageDataUrls: [dataUrl(jpeg), dataUrl(jpeg.subarray(0, 200)), dataUrl(pixelBombPng(), "image/png")],
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

/** Signed-in senders weigh more: anonymous requests mostly stop at 401. Admins use the cooks' routes too. */
const anyone: fc.Arbitrary<Who> = fc.oneof(
  fc.constant("anonymous"),
  fc.constant("forged"),
  { weight: 2, arbitrary: fc.constant("user") },
  { weight: 2, arbitrary: fc.constant("premium") },
  fc.constant("admin"),
);

/** The route goes by name, so a counterexample reads as the request itself. */
function requestsFor(route: FuzzRoute): fc.Arbitrary<FuzzRequest & { route: string }> {
  return fc.record({
    route: fc.constant(route.name),
    method: fc.constant(route.method),
    path: route.path,
    body: route.body ?? fc.constant(undefined),
    who: route.who ? fc.constantFrom(...route.who) : anyone,
    pick: fc.nat(),
  });
}

const stableCodes = new Set<string>(domainErrorCodes);

/** A refusal names one of the stable error codes clients match on; a route may opt out (a bare 404). */
function isExpected(route: FuzzRoute | undefined, status: number, error: string | undefined): boolean {
  // Node answers 431 itself, before the api sees a request line and headers past its 16 KB.
  if (status === 431) return true;
  if (status >= 400 && status < 500) return route?.plainRefusals === true || stableCodes.has(error ?? "");
  if (status < 500) return true;
  return route?.expected5xx?.status === status && route.expected5xx.error === error;
}

it(`answers no 5xx, and a stable error code to every refusal, to ${RUNS} hostile requests across every route (seed ${fuzzSeed})`, async () => {
  let succeeded = 0;
  const property = fc.asyncProperty(fc.oneof(...routes.map(requestsFor)), async (request) => {
    const res = await send(server, ids, request);
    if (res.status < 300) succeeded += 1;
    const route = routes.find((r) => r.name === request.route);
    if (!isExpected(route, res.status, res.body?.error))
      throw new Error(`${request.route}: ${res.status} ${JSON.stringify(res.body)}`);
  });
  try {
    await fc.assert(property, { seed: fuzzSeed, numRuns: RUNS });
  } catch (error) {
    // fast-check names the seed too; this line makes it the first thing read in a CI log.
    console.error(`fuzz failed with seed ${fuzzSeed}; replay with FUZZ_SEED=${fuzzSeed}`);
    throw error;
  }

  // Most requests are refused, as they should be; enough must succeed that the services were exercised.
  expect(succeeded).toBeGreaterThan(RUNS * 0.05);

  await supertest(server).get("/api/health").expect(200);
  const account = ids.user[1]!;
  await supertest(server)
    .post("/api/login")
    .send({ email: account.email, password: ids.password })
    .expect(200);
}, 180_000);
