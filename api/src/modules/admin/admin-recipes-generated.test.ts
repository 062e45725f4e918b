import type { AdminUser } from "@chefzap/shared";
import { eq, inArray } from "drizzle-orm";
import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recipesTable } from "../../db/schema/index.ts";
import { createTestContext, signedInAdmin, signedInAgent, type TestContext } from "../../test/context.ts";

// The admin's "Receitas geradas" is a counter on users kept by the database as recipes come and go;
// these follow it through what people do and what an account's removal cascades into.

let ctx: TestContext;
let admin: supertest.Agent;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signedInAdmin(ctx);
});
afterAll(() => ctx.close());

async function premiumCook(firstName: string) {
  const signed = await signedInAgent(ctx.app, { firstName, name: `${firstName} Contada` });
  await ctx.services.users.setPlan(signed.payload.email, "premium");
  return signed;
}

const generate = async (agent: supertest.Agent) =>
  (
    await agent
      .post("/api/generate-recipe")
      .send({ ingredients: ["ovo", "queijo"] })
      .expect(201)
  ).body as {
    id: string;
  };

const generatedOf = async (id: string) => {
  const res = await admin.get(`/api/admin/users/${id}/details`).expect(200);
  expect(res.body.user.recipesGenerated).toBe(res.body.recipeStats.totalGenerated);
  return res.body.recipeStats.totalGenerated as number;
};

describe("recipes generated, as the admin sees them", () => {
  it("counts generated recipes and their modifications, not recipes written by hand nor new versions", async () => {
    const { agent, user } = await premiumCook("Ana");
    expect(await generatedOf(user.id)).toBe(0);
    const first = await generate(agent);
    await generate(agent);
    expect(await generatedOf(user.id)).toBe(2);

    // A modification is saved as a new recipe; "Nova Versão" writes over the same one.
    await agent
      .post(`/api/recipes/${first.id}/modify`)
      .send({ modificationRequest: "sem queijo" })
      .expect(201);
    await agent.post(`/api/recipes/${first.id}/alternative`).send({}).expect(200);
    await agent
      .post("/api/user-recipes")
      .send({
        title: "Ovo cozido da vó",
        description: "O ovo do café da manhã.",
        ingredients: "2 ovos",
        instructions: "Cozinhe os ovos por 10 minutos.",
        cookingTime: 15,
        servings: 2,
      })
      .expect(201);
    expect(await generatedOf(user.id)).toBe(3);
    const mine = await agent.get("/api/recipes").expect(200);
    const generated = (mine.body as Array<{ source: string }>).filter((r) => r.source !== "user");
    expect(generated).toHaveLength(3);
  });

  it("drops the recipes that are deleted, and sorts the list on the count", async () => {
    const { agent: many, user: manyUser } = await premiumCook("Bia");
    const { agent: few } = await premiumCook("Caio");
    const recipes = [await generate(many), await generate(many), await generate(many)];
    await generate(few);
    await generate(few);
    expect(await generatedOf(manyUser.id)).toBe(3);

    // No screen deletes one recipe today; the count follows a deletion all the same.
    await ctx.database.db.delete(recipesTable).where(
      inArray(
        recipesTable.id,
        recipes.slice(0, 2).map((r) => r.id),
      ),
    );
    expect(await generatedOf(manyUser.id)).toBe(1);

    const res = await admin.get("/api/admin/users?search=contada&sort=recipesGenerated:desc").expect(200);
    const counted = (res.body as AdminUser[]).map((u) => [u.firstName, u.recipesGenerated]);
    expect(counted.slice(0, 2)).toEqual([
      ["Ana", 3],
      ["Caio", 2],
    ]);
    expect(counted).toContainEqual(["Bia", 1]);
  });

  it("leaves everyone else's count as it was when an account and its recipes are deleted", async () => {
    const { agent: leaving } = await premiumCook("Davi");
    const { agent: staying, user: stayingUser } = await premiumCook("Eva");
    await generate(leaving);
    await generate(staying);
    await leaving.delete("/api/me").expect(204);
    expect(await generatedOf(stayingUser.id)).toBe(1);
    const left = await ctx.database.db
      .select({ id: recipesTable.id })
      .from(recipesTable)
      .where(eq(recipesTable.userId, stayingUser.id));
    expect(left).toHaveLength(1);
  });
});
