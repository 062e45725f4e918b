import type { AdminUser } from "@chefzap/shared";
import { TOTAL_COUNT_HEADER } from "@chefzap/shared";
import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentsTable, recipesTable, usersTable } from "../../db/schema/index.ts";
import { createTestContext, signedInAdmin, type TestContext } from "../../test/context.ts";

let ctx: TestContext;
let admin: supertest.Agent;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signedInAdmin(ctx);
  const db = ctx.database.db;
  for (const [name, plan, recipes, paid] of [
    ["João Conceição", "premium", 1, 2],
    ["Maria Araújo", "free", 3, 0],
    ["Zé Pimenta", "premium", 0, 1],
  ] as const) {
    const [row] = await db
      .insert(usersTable)
      .values({
        email: `${name.split(" ")[0]!.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()}@lista.com.br`,
        username: name.replace(/\W/g, "").toLowerCase() + "_lista",
        firstName: name.split(" ")[0]!,
        name,
        passwordHash: "x",
        plan,
      })
      .returning();
    ids[name] = row!.id;
    for (let i = 0; i < recipes; i++)
      await db.insert(recipesTable).values({
        userId: row!.id,
        title: "R",
        ingredients: ["sal"],
        instructions: ["Sirva."],
        source: "llm",
      });
    for (let i = 0; i < paid; i++)
      await db.insert(paymentsTable).values({
        userId: row!.id,
        provider: "stripe",
        providerInvoiceId: `in_${name}_${i}`,
        amountCents: 990,
        currency: "brl",
        status: "paid",
        cycle: "month",
        method: "pix",
        paidAt: new Date(),
      });
  }
});
afterAll(() => ctx.close());

const names = async (query: string) => {
  const res = await admin.get(`/api/admin/users?${query}`).expect(200);
  return {
    names: (res.body as AdminUser[]).map((u) => u.name),
    total: res.headers[TOTAL_COUNT_HEADER.toLowerCase()],
  };
};

describe("GET /api/admin/users", () => {
  it("finds people by name, e-mail or username whatever the accents", async () => {
    expect((await names("search=conceicao")).names).toEqual(["João Conceição"]);
    expect((await names("search=ARAUJO")).names).toEqual(["Maria Araújo"]);
    expect((await names("search=pimenta_lista")).names).toEqual(["Zé Pimenta"]);
    expect((await names("search=100%25")).names).toEqual([]);
  });

  it("filters by plan and sorts by the sums, with the total in a header", async () => {
    const premium = await names("plan=premium&sort=totalPaid:desc");
    expect(premium).toEqual({ names: ["João Conceição", "Zé Pimenta"], total: "2" });
    expect((await names("sort=recipesGenerated:desc&pageSize=2")).names).toEqual([
      "Maria Araújo",
      "João Conceição",
    ]);
    expect((await names("sort=recipesGenerated:desc&pageSize=2&page=2")).names).toHaveLength(2);
  });

  it("answers the spec's fields, money in centavos", async () => {
    const res = await admin.get("/api/admin/users?search=conceicao").expect(200);
    expect(res.body[0]).toMatchObject({
      id: ids["João Conceição"],
      plan: "premium",
      totalPaid: 1980,
      paymentMethod: "pix",
      recipesGenerated: 1,
      freeRecipesCount: 0,
      status: "inactive",
    });
    expect(res.body[0]).not.toHaveProperty("passwordHash");
  });

  it("refuses a page size over 100 with a message", async () => {
    const res = await admin.get("/api/admin/users?pageSize=500").expect(400);
    expect(res.body.message).toBe("O limite deve ser um número de 1 a 100.");
  });
});
