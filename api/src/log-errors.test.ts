import { sql } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, registration, type TestContext } from "./test/context.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // A failing insert, as a full disk or a broken migration would cause, on the table holding the most.
  await ctx.database.db.execute(sql`
    create function refuse_users() returns trigger language plpgsql as
      $$ begin raise exception 'users are read-only today'; end $$`);
  await ctx.database.db.execute(sql`
    create trigger refuse_users before insert on users for each row execute function refuse_users()`);
});
afterAll(() => ctx.close());

describe("logged database errors", () => {
  it("keep the SQL state and message, never the query's parameters", async () => {
    const payload = registration({ userAgent: "NavegadorSecreto/1.0" });
    const res = await supertest(ctx.app).post("/api/register").send(payload).expect(500);
    const logs = ctx.logs.join("\n");

    expect(logs).toContain(res.body.requestId);
    expect(logs).toContain("users are read-only today");
    expect(logs).toContain('"code":"P0001"');
    for (const secret of [payload.email, "98765", "argon2", "NavegadorSecreto", payload.username])
      expect(logs).not.toContain(secret);
  });
});
