import { FORGOT_PASSWORD_ANSWER } from "@chefzap/shared";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, registration, type TestContext } from "../../test/context.ts";
import { outsideClient } from "../../test/outside-client.ts";
import { mailTo, resetTokenFor } from "../../test/outbox.ts";

const MINUTE = 60_000;
let clock = new Date("2026-11-22T12:00:00Z");
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext(
    { PASSWORD_RESETS_PER_HOUR_PER_IP: "1000", PASSWORD_RESETS_PER_HOUR_PER_EMAIL: "1000" },
    { now: () => clock },
  );
});
afterAll(() => ctx.close());

async function newCook() {
  const payload = registration();
  const agent = supertest.agent(ctx.app);
  await agent.post("/api/register").send(payload).expect(201);
  return { ...payload, agent };
}

const forgot = (email: string) => supertest(ctx.app).post("/api/auth/forgot-password").send({ email });
const reset = (token: string, password = "moqueca456") =>
  supertest(ctx.app).post("/api/auth/reset-password").send({ token, password });
const login = (email: string, password: string) =>
  supertest(ctx.app).post("/api/login").send({ email, password });

const INVALID = {
  error: "reset_token_invalid",
  field: "token",
  message: "Este link de redefinição é inválido ou expirou. Peça um novo.",
};

/**
 * Headers that differ between any two answers are left out: ids, dates, counters, and the rate limit's
 * partition keys (a hash of each e-mail, known or not).
 */
const stableHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !["x-request-id", "date", "ratelimit", "ratelimit-policy"].includes(name),
    ),
  );

describe("POST /api/auth/forgot-password", () => {
  it("answers an unknown e-mail exactly as a known one, and only the account's owner gets a link", async () => {
    const cook = await newCook();
    const nobody = `ninguem.${Date.now()}@exemplo.com.br`;
    const known = await forgot(cook.email).expect(202);
    const unknown = await forgot(nobody).expect(202);

    expect(known.body).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(unknown.body).toEqual(known.body);
    expect(stableHeaders(unknown.headers)).toEqual(stableHeaders(known.headers));
    await resetTokenFor(ctx.database.db, cook.email);
    expect(await mailTo(ctx.database.db, nobody)).toEqual([]);
  });

  it("takes as long for an unknown e-mail as for a known one", async () => {
    const cook = await newCook();
    const client = await outsideClient(ctx.app);
    const times = { known: [] as number[], unknown: [] as number[] };
    try {
      for (let round = 0; round < 15; round++) {
        for (const [kind, email] of [
          ["known", cook.email],
          ["unknown", `ninguem.${round}@exemplo.com.br`],
        ] as const) {
          const { status, ms } = await client.post("/api/auth/forgot-password", { email });
          expect(status).toBe(202);
          times[kind].push(ms);
        }
        // The link is written after the answer; waiting for it keeps that work out of the next timing.
        await resetTokenFor(ctx.database.db, cook.email, round + 1);
      }
    } finally {
      await client.close();
    }
    // The fastest of each is what the path costs; slower runs measured the neighbours on the machine.
    const [known, unknown] = [Math.min(...times.known), Math.min(...times.unknown)];
    expect(Math.abs(known - unknown)).toBeLessThan(Math.max(3, 0.5 * Math.min(known, unknown)));
  });

  it("refuses a malformed e-mail with the sign-up's message", async () => {
    const res = await forgot("sem-arroba").expect(400);
    expect(res.body).toEqual({ error: "validation_failed", field: "email", message: "E-mail inválido" });
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password once: the link cannot be used again", async () => {
    const cook = await newCook();
    await forgot(cook.email).expect(202);
    const token = await resetTokenFor(ctx.database.db, cook.email);

    await reset(token).expect(204);
    expect((await reset(token, "outra-senha-9").expect(400)).body).toEqual(INVALID);
    await login(cook.email, cook.password).expect(401);
    await login(cook.email, "moqueca456").expect(200);
  });

  it("works for 30 minutes, not one second more", async () => {
    const cook = await newCook();
    await forgot(cook.email).expect(202);
    const late = await resetTokenFor(ctx.database.db, cook.email);
    clock = new Date(clock.getTime() + 30 * MINUTE);
    expect((await reset(late).expect(400)).body).toEqual(INVALID);

    await forgot(cook.email).expect(202);
    const inTime = await resetTokenFor(ctx.database.db, cook.email, 2);
    clock = new Date(clock.getTime() + 30 * MINUTE - 1000);
    await reset(inTime).expect(204);
  });

  it("kills the older link when a new one is asked for", async () => {
    const cook = await newCook();
    await forgot(cook.email).expect(202);
    const first = await resetTokenFor(ctx.database.db, cook.email);
    await forgot(cook.email).expect(202);
    const second = await resetTokenFor(ctx.database.db, cook.email, 2);

    expect(second).not.toBe(first);
    expect((await reset(first).expect(400)).body).toEqual(INVALID);
    await reset(second).expect(204);
  });

  it("ends every session of the account and sends the 'senha alterada' notice", async () => {
    const cook = await newCook();
    const phone = supertest.agent(ctx.app);
    await phone.post("/api/login").send({ email: cook.email, password: cook.password }).expect(200);
    await cook.agent.get("/api/user").expect(200);

    await forgot(cook.email).expect(202);
    await reset(await resetTokenFor(ctx.database.db, cook.email)).expect(204);

    await cook.agent.get("/api/user").expect(401);
    await phone.get("/api/user").expect(401);
    const notice = await mailTo(ctx.database.db, cook.email, "password_changed");
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).toContain(`${ctx.config.publicUrl}/esqueci-senha`);
  });

  it("applies the sign-up's password rules and treats a made-up token as an expired one", async () => {
    const cook = await newCook();
    await forgot(cook.email).expect(202);
    const token = await resetTokenFor(ctx.database.db, cook.email);

    const short = await reset(token, "12345").expect(400);
    expect(short.body).toEqual({
      error: "validation_failed",
      field: "password",
      message: "Senha deve ter pelo menos 6 caracteres",
    });
    expect((await reset("a".repeat(43)).expect(400)).body).toEqual(INVALID);
    expect((await reset("curto").expect(400)).body).toEqual(INVALID);
    const missing = await supertest(ctx.app).post("/api/auth/reset-password").send({ password: "x" });
    expect(missing.status).toBe(400);
    // The short password left the link alive.
    await reset(token).expect(204);
  });
});

describe("forgot-password limits", () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext();
  });
  afterAll(() => limited.close());

  const from = (ip: string, email: string) =>
    supertest(limited.app).post("/api/auth/forgot-password").set("X-Forwarded-For", ip).send({ email });

  it("allow five links an hour per e-mail, from any address, known or not", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 7; n++) statuses.push((await from(`192.0.2.${n + 1}`, "alvo@exemplo.com.br")).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429]);
    await from("192.0.2.50", "outra@exemplo.com.br").expect(202);
  });

  it("allow twenty requests an hour per address", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 22; n++)
      statuses.push((await from("203.0.113.9", `pessoa${n}@exemplo.com.br`)).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(202));
    const blocked = await from("203.0.113.9", "mais.uma@exemplo.com.br").expect(429);
    expect(blocked.body.error).toBe("rate_limited");
  });
});
