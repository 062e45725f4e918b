import { FOOD_CATEGORIES, foodsResponseSchema } from "@chefzap/shared";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe("GET /api/foods", () => {
  it("answers the twelve categories in order, cacheable, with an ETag", async () => {
    const res = await supertest(ctx.app).get("/api/foods").expect(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(res.headers.etag).toBe(`"${ctx.services.catalogue.version}"`);
    const body = foodsResponseSchema.parse(res.body);
    expect(body.categories.map((c) => c.name)).toEqual([...FOOD_CATEGORIES]);
    expect(body.categories[0]).toMatchObject({ id: "proteinas", name: "Proteínas" });
    expect(body.categories[0]!.foods[0]).toEqual({ id: "frango", name: "frango", common: true, icon: "🍗" });
  });

  it("answers 304 without a body when the client has this version", async () => {
    const etag = `"${ctx.services.catalogue.version}"`;
    const res = await supertest(ctx.app)
      .get("/api/foods")
      .set("If-None-Match", `W/"velha", ${etag}`)
      .expect(304);
    expect(res.text).toBe("");
    expect(res.headers.etag).toBe(etag);
    await supertest(ctx.app).get("/api/foods").set("If-None-Match", '"outra"').expect(200);
  });
});
