import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { weeklyMenusTable } from "../../db/schema/index.ts";
import { createTestContext, signedInAgent, type TestContext } from "../../test/context.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ GENERATIONS_PER_MINUTE: "1000" });
});
afterAll(() => ctx.close());

const profile = {
  objetivo: "manutencao",
  sexo: "masculino",
  idade: 41,
  altura: 178,
  peso: 80,
  nivelAtividade: "moderado",
  refeicoesPorDia: 5,
};

async function cookWithMenus(count: number) {
  const signed = await signedInAgent(ctx.app);
  await ctx.services.users.changePlan(signed.user.id, "premium");
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await signed.agent
      .post("/api/generate-structured-menu")
      .send({ prompt: "qualquer", profileData: profile })
      .expect(201);
    ids.push(res.body.id);
  }
  return { ...signed, ids };
}

const tick = (agent: supertest.Agent, id: string, categoryIndex: number, itemIndex: number, checked = true) =>
  agent.put(`/api/weekly-menus/${id}/shopping-item`).send({ categoryIndex, itemIndex, checked });

describe("GET /api/weekly-menus", () => {
  it("lists the cook's menus newest first, in the spec's shape, and only theirs", async () => {
    const { agent, ids } = await cookWithMenus(3);
    await cookWithMenus(1);
    const res = await agent.get("/api/weekly-menus").expect(200);
    expect(res.body.map((m: { id: string }) => m.id)).toEqual([...ids].reverse());
    const [menu] = res.body;
    expect(menu).toMatchObject({
      title: "Cardápio Semanal – Manutenção do Peso",
      weekStartDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      totalCalories: expect.any(Number),
    });
    expect(menu.days).toHaveLength(7);
    expect(menu.shoppingList[0]).toMatchObject({
      category: "Proteínas",
      items: expect.arrayContaining([
        { name: expect.any(String), quantity: expect.any(String), checked: false },
      ]),
    });
    await supertest(ctx.app).get("/api/weekly-menus").expect(401);
  });

  it("answers one menu by id to its owner only", async () => {
    const { agent, ids } = await cookWithMenus(1);
    const other = await signedInAgent(ctx.app);
    expect((await agent.get(`/api/weekly-menus/${ids[0]}`).expect(200)).body.id).toBe(ids[0]);
    const stranger = await other.agent.get(`/api/weekly-menus/${ids[0]}`).expect(404);
    expect(stranger.body.message).toBe("Cardápio não encontrado.");
    await agent.get("/api/weekly-menus/not-a-uuid").expect(404);
  });
});

describe("PUT /api/weekly-menus/:id/shopping-item", () => {
  it("saves ticks that survive a re-read, and unticks", async () => {
    const { agent, ids } = await cookWithMenus(1);
    const id = ids[0]!;
    const res = await tick(agent, id, 0, 1).expect(200);
    expect(res.body.shoppingList[0].items[1].checked).toBe(true);
    await tick(agent, id, 1, 0).expect(200);
    await tick(agent, id, 0, 1, false).expect(200);
    const again = (await agent.get("/api/weekly-menus").expect(200)).body[0];
    expect(again.shoppingList[0].items[1].checked).toBe(false);
    expect(again.shoppingList[1].items[0].checked).toBe(true);
    const checked = again.shoppingList.flatMap((g: { items: { checked: boolean }[] }) =>
      g.items.filter((i) => i.checked),
    );
    expect(checked).toHaveLength(1);
  });

  it("keeps every tick of many sent at once (two tabs ticking together)", async () => {
    const { agent, ids, user } = await cookWithMenus(1);
    const id = ids[0]!;
    const list = (await agent.get(`/api/weekly-menus/${id}`).expect(200)).body.shoppingList;
    const spots = list.flatMap((g: { items: unknown[] }, c: number) =>
      g.items.map((_, i) => [c, i] as const),
    );
    // Half through HTTP, half straight to the service: requests alone rarely interleave on one connection.
    await Promise.all(
      spots.map(([c, i]: readonly [number, number], n: number) =>
        n % 2 === 0
          ? tick(agent, id, c, i).expect(200)
          : ctx.services.menus.setShoppingItem(id, user.id, {
              categoryIndex: c,
              itemIndex: i,
              checked: true,
            }),
      ),
    );
    const after = (await agent.get(`/api/weekly-menus/${id}`).expect(200)).body.shoppingList;
    const unticked = after.flatMap((g: { items: { name: string; checked: boolean }[] }) =>
      g.items.filter((item) => !item.checked).map((item) => item.name),
    );
    expect(spots.length).toBeGreaterThan(10);
    expect(unticked).toEqual([]);
  });

  it("refuses someone else's menu, an item that does not exist and a malformed body", async () => {
    const { agent, ids } = await cookWithMenus(1);
    const other = await signedInAgent(ctx.app);
    await tick(other.agent, ids[0]!, 0, 0).expect(404);
    expect((await agent.get(`/api/weekly-menus/${ids[0]}`)).body.shoppingList[0].items[0].checked).toBe(
      false,
    );
    const missing = await tick(agent, ids[0]!, 0, 999).expect(404);
    expect(missing.body.message).toBe("Item não encontrado na lista de compras.");
    const bad = await agent
      .put(`/api/weekly-menus/${ids[0]}/shopping-item`)
      .send({ categoryIndex: -1, itemIndex: 0, checked: true })
      .expect(400);
    expect(bad.body).toMatchObject({ error: "validation_failed", field: "categoryIndex" });
    await agent
      .put(`/api/weekly-menus/${ids[0]}/shopping-item`)
      .send({ categoryIndex: 0, itemIndex: 0, checked: "sim" })
      .expect(400);
  });
});

describe("the account's data", () => {
  it("exports the menus with their ticks, and deleting the account deletes them", async () => {
    const { agent, ids, user } = await cookWithMenus(1);
    await tick(agent, ids[0]!, 0, 0).expect(200);
    const exported = (await agent.get("/api/me/export").expect(200)).body;
    expect(exported.weeklyMenus).toHaveLength(1);
    expect(exported.weeklyMenus[0]).toMatchObject({ id: ids[0], days: expect.any(Array) });
    expect(exported.weeklyMenus[0].shoppingList[0].items[0].checked).toBe(true);
    await agent.delete("/api/me").expect(204);
    const rows = await ctx.database.db
      .select()
      .from(weeklyMenusTable)
      .where(eq(weeklyMenusTable.userId, user.id));
    expect(rows).toEqual([]);
  });
});
