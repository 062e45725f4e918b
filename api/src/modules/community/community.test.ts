import { NEXT_CURSOR_HEADER, type CommunityRecipe } from "@chefzap/shared";
import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usersTable } from "../../db/schema/index.ts";
import { insertCooks, insertRecipe } from "../../test/community-factories.ts";
import { createTestContext, type TestContext } from "../../test/context.ts";

let ctx: TestContext;
let emails: string[];
const ids: Record<string, string> = {};

const day = (n: number) => new Date(Date.UTC(2026, 9, n, 12));
const published = day(28);

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const [ana, bia, leak] = await insertCooks(db, 3);
  // A cook who typed her e-mail as her name: the community must still never show it.
  await db
    .update(usersTable)
    .set({ firstName: leak!.email, lastName: leak!.email })
    .where(eq(usersTable.id, leak!.id));
  emails = [ana!.email, bia!.email, leak!.email];
  const recipes = {
    tropeiro: {
      userId: ana!.id,
      title: "Feijão tropeiro",
      cookingTime: 40,
      createdAt: day(1),
      ratingSum: 240,
      ratingCount: 50,
      ingredients: [
        "2 xícaras (chá) de feijão carioca cozido",
        "100 g de bacon",
        "1 xícara (chá) de farinha de mandioca",
      ],
    },
    grelhados: {
      userId: bia!.id,
      title: "Grelhados de frango com legumes",
      cookingTime: 25,
      createdAt: day(2),
      ingredients: ["500 g de peito de frango", "1 abobrinha em rodelas"],
    },
    estrogonofe: {
      userId: leak!.id,
      title: "Estrogonofe de carne",
      cookingTime: 30,
      createdAt: day(3),
      ratingSum: 9,
      ratingCount: 2,
      ingredients: ["500 g de alcatra em tiras", "1 caixa de creme de leite"],
    },
    bolo: {
      userId: ana!.id,
      title: "Bolo de cenoura",
      cookingTime: 50,
      createdAt: day(4),
      ratingSum: 5,
      ratingCount: 1,
      ingredients: ["3 cenouras médias", "2 xícaras (chá) de farinha de trigo"],
    },
    arrozDoce: {
      userId: bia!.id,
      title: "Arroz doce",
      cookingTime: 30,
      createdAt: day(5),
      ratingSum: 79,
      ratingCount: 20,
      ingredients: ["1 xícara (chá) de arroz", "1 litro de leite"],
    },
    // Written in the same instant as the arroz doce: paging must neither skip nor repeat one of them.
    pudim: {
      userId: bia!.id,
      title: "Pudim de leite",
      cookingTime: 60,
      createdAt: day(5),
      ratingSum: 78,
      ratingCount: 20,
      ingredients: ["1 lata de leite condensado", "3 ovos"],
    },
  };
  for (const [name, values] of Object.entries(recipes))
    ids[name] = (await insertRecipe(db, { ...values, publishedAt: published })).id;
  ids.secret = (
    await insertRecipe(db, {
      userId: ana!.id,
      title: "Feijão secreto da vó",
      createdAt: day(6),
      ratingSum: 5,
      ratingCount: 1,
      ingredients: ["feijão preto", "costelinha"],
    })
  ).id;
});
afterAll(() => ctx.close());

const api = () => supertest(ctx.app);

async function list(query: Record<string, string>): Promise<CommunityRecipe[]> {
  const res = await api().get("/api/community-recipes").query(query).expect(200);
  return res.body;
}

const titles = (recipes: CommunityRecipe[]) => recipes.map((r) => r.title);
const named = (...names: string[]) => names.map((name) => ids[name]);

describe("community search, in Portuguese, on the server", () => {
  it("finds feijão from feijao, ignoring accents", async () => {
    expect((await list({ search: "feijao" })).map((r) => r.id)).toEqual(named("tropeiro"));
  });

  it("finds grelhados de frango from frango grelhado (stemmed words in any order)", async () => {
    expect((await list({ search: "frango grelhado" })).map((r) => r.id)).toEqual(named("grelhados"));
  });

  it("finds estrogonofe from a typo, and a half-typed word", async () => {
    expect((await list({ search: "strogonofe" })).map((r) => r.id)).toEqual(named("estrogonofe"));
    expect((await list({ search: "cenou" })).map((r) => r.id)).toEqual(named("bolo"));
  });

  it("searches the ingredients as well as the title", async () => {
    expect((await list({ search: "alcatra" })).map((r) => r.id)).toEqual(named("estrogonofe"));
    expect((await list({ search: "leite" })).map((r) => r.id).sort()).toEqual(
      named("estrogonofe", "arrozDoce", "pudim").sort(),
    );
  });

  it("answers an empty list when nothing matches, and treats query syntax as plain words", async () => {
    expect(await list({ search: "lasanha de berinjela" })).toEqual([]);
    expect(await list({ search: "feijao & | ! :* (" })).toHaveLength(1);
  });
});

describe("community filters and sorts", () => {
  it("filters quick recipes (30 minutes or less) and popular ones (rated at least once)", async () => {
    expect((await list({ filter: "quick" })).map((r) => r.id).sort()).toEqual(
      named("grelhados", "estrogonofe", "arrozDoce").sort(),
    );
    expect((await list({ filter: "popular" })).map((r) => r.id)).not.toContain(ids.grelhados);
  });

  it("counts top-rated on the displayed scale: 3.95 shows as 4,0 and passes, 3.9 does not", async () => {
    const top = await list({ filter: "top-rated" });
    expect(top.map((r) => r.id).sort()).toEqual(named("tropeiro", "estrogonofe", "bolo", "arrozDoce").sort());
    expect(top.find((r) => r.id === ids.arrozDoce)!.averageRating).toBe(40);
  });

  it("sorts by rating, time, popularity and recency", async () => {
    expect((await list({ sort: "rating" })).map((r) => r.id)).toEqual(
      named("bolo", "tropeiro", "estrogonofe", "arrozDoce", "pudim", "grelhados"),
    );
    expect((await list({ sort: "time" })).map((r) => r.cookingTime)).toEqual([25, 30, 30, 40, 50, 60]);
    expect((await list({ sort: "popular" })).map((r) => r.totalRatings)).toEqual([50, 20, 20, 2, 1, 0]);
    expect(
      titles(await list({ sort: "recent" }))
        .slice(0, 2)
        .sort(),
    ).toEqual(["Arroz doce", "Pudim de leite"]);
  });

  it("pages with a cursor through every recipe once, for every sort", async () => {
    for (const sort of ["recent", "rating", "time", "popular", "relevance"]) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const res = await api()
          .get("/api/community-recipes")
          .query({ sort, limit: "2", ...(cursor ? { cursor } : {}) })
          .expect(200);
        seen.push(...res.body.map((r: CommunityRecipe) => r.id));
        cursor = res.headers[NEXT_CURSOR_HEADER.toLowerCase()];
      } while (cursor);
      expect(seen, sort).toEqual((await list({ sort })).map((r) => r.id));
      expect(new Set(seen).size, sort).toBe(6);
    }
  });

  it("ranks a search by title first, then by ingredients, newest first, and pages through it", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await api()
        .get("/api/community-recipes")
        .query({ search: "leite", limit: "1", ...(cursor ? { cursor } : {}) })
        .expect(200);
      seen.push(...res.body.map((r: CommunityRecipe) => r.id));
      cursor = res.headers[NEXT_CURSOR_HEADER.toLowerCase()];
    } while (cursor);
    // "Pudim de leite" has the word in its title; the other two only among their ingredients.
    expect(seen).toEqual(named("pudim", "arrozDoce", "estrogonofe"));
  });

  it("refuses a forged cursor, one of another sort and bad parameters with a 400 in pt-BR", async () => {
    const first = await api().get("/api/community-recipes").query({ sort: "rating", limit: "1" });
    const cursor = first.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string;
    for (const query of [
      { cursor: "bm90LWEtY3Vyc29y" },
      { cursor, sort: "recent" },
      { cursor: Buffer.from('["recent","2026-02-31T00:00:00.000000Z","x"]').toString("base64url") },
      { limit: "0" },
      { limit: "61" },
      { filter: "melhores" },
      { search: "a".repeat(101) },
    ]) {
      const res = await api().get("/api/community-recipes").query(query).expect(400);
      expect(res.body.error).toBe("validation_failed");
      expect(res.body.message).toMatch(/[a-zà-ú]/);
    }
  });
});

describe("what the community shows", () => {
  it("never lists a private recipe, in any list", async () => {
    const everything = [
      ...(await list({})),
      ...(await list({ search: "feijao secreto" })),
      ...(await list({ filter: "top-rated", sort: "rating" })),
      ...(await api().get("/api/top-recipes?limit=50").expect(200)).body,
    ];
    expect(everything.map((r: CommunityRecipe) => r.id)).not.toContain(ids.secret);
    const stats = (await api().get("/api/community-stats").expect(200)).body;
    expect(stats).toEqual({ totalRecipes: 6, totalChefs: 3, totalRatings: 93 });
  });

  it("names authors without ever showing an e-mail", async () => {
    const answers = JSON.stringify([
      await list({}),
      (await api().get("/api/top-recipes?limit=10")).body,
      (await api().get("/api/community-stats")).body,
    ]);
    for (const email of emails) expect(answers).not.toContain(email);
    expect(answers).not.toContain("@");
    expect((await list({ search: "tropeiro" }))[0]!.authorName).toBe("Cozinheira0 S.");
    expect((await list({ search: "estrogonofe" }))[0]!.authorName).toBe("Chef anônimo");
  });

  it("ranks by the Bayesian average: fifty 4.8s beat a single 5", async () => {
    const top = (await api().get("/api/top-recipes?limit=10").expect(200)).body as CommunityRecipe[];
    expect(top.map((r) => r.id)).toEqual(named("tropeiro", "arrozDoce", "pudim", "estrogonofe", "bolo"));
    expect(top[0]).toMatchObject({ averageRating: 48, totalRatings: 50 });
    expect(((await api().get("/api/top-recipes?limit=3")).body as unknown[]).length).toBe(3);
    await api().get("/api/top-recipes?limit=51").expect(400);
  });
});
