import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import supertest from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { recipesTable } from "../../db/schema/index.ts";
import { insertCooks, insertRecipe } from "../../test/community-factories.ts";
import { createTestContext, type TestContext } from "../../test/context.ts";

const INDEX = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="ChefZap: diga o que tem na geladeira." />
    <title>ChefZap — receitas com o que você tem em casa</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const HOSTILE_TITLE = `Frango "da vó" <script>alert('x')</script> & cia`;

let ctx: TestContext;
let web: string;
let published: string;
let privateId: string;

beforeAll(async () => {
  web = mkdtempSync(path.join(tmpdir(), "chefzap-web-"));
  writeFileSync(path.join(web, "index.html"), INDEX);
  ctx = await createTestContext({ WEB_DIST: web, PUBLIC_URL: "https://chefzap.exemplo.com.br" });
  const [cook] = await insertCooks(ctx.database.db, 1);
  published = (
    await insertRecipe(ctx.database.db, {
      userId: cook!.id,
      title: HOSTILE_TITLE,
      cookingTime: 90,
      servings: 4,
      ingredients: [
        "500 g de peito de frango",
        "sal a gosto",
        "2 xícaras (chá) de arroz",
        "1 cebola",
        "3 ovos",
      ],
      publishedAt: new Date(),
    })
  ).id;
  privateId = (await insertRecipe(ctx.database.db, { userId: cook!.id, title: "Bolo de cenoura da família" }))
    .id;
});
afterAll(async () => {
  await ctx.close();
  rmSync(web, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`))?.[1];

describe("GET /recipes/:id (a shared link)", () => {
  it("serves the app with the recipe's Open Graph tags, every value escaped", async () => {
    const res = await supertest(ctx.app).get(`/recipes/${published}`).expect(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.text).not.toContain("<script>alert");
    const escapedTitle =
      "Frango &#34;da vó&#34; &#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62; &#38; cia";
    expect(meta(res.text, "og:title")).toBe(escapedTitle);
    expect(meta(res.text, "twitter:title")).toBe(escapedTitle);
    expect(res.text).toContain(`<title>${escapedTitle} — ChefZap</title>`);
    expect(meta(res.text, "og:description")).toBe(
      "Pronta em 1 h 30 min, rende 4 porções. Leva peito de frango, arroz, cebola e mais.",
    );
    expect(meta(res.text, "og:url")).toBe(`https://chefzap.exemplo.com.br/recipes/${published}`);
    expect(meta(res.text, "og:image")).toMatch(
      new RegExp(`^https://chefzap\\.exemplo\\.com\\.br/api/recipes/${published}/card\\.png\\?v=`),
    );
    expect(meta(res.text, "og:type")).toBe("article");
    expect(meta(res.text, "og:locale")).toBe("pt_BR");
    expect(meta(res.text, "og:site_name")).toBe("ChefZap");
    expect(meta(res.text, "twitter:card")).toBe("summary_large_image");
    // Published recipes are the community's: search engines may index them.
    expect(meta(res.text, "robots")).toBeUndefined();
    expect(res.headers["x-robots-tag"]).toBeUndefined();
    expect(res.text).toContain('<div id="root"></div>');
  });

  it("keeps a private recipe readable by its link but out of search engines", async () => {
    const res = await supertest(ctx.app).get(`/recipes/${privateId}`).expect(200);
    expect(meta(res.text, "og:title")).toBe("Bolo de cenoura da família");
    expect(meta(res.text, "robots")).toBe("noindex");
    expect(res.headers["x-robots-tag"]).toBe("noindex");
  });

  it("answers the plain app for an unknown recipe or an id that is no uuid, never an error", async () => {
    for (const id of ["4a1c6f0e-8d8f-4b38-9a51-5f3b9e0f2d11", "nao-existe", "1%27%20or%201=1"]) {
      const res = await supertest(ctx.app).get(`/recipes/${id}`).expect(200);
      expect(res.text).toBe(INDEX);
    }
  });

  it("reads index.html again after a rebuild changes it", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const file = path.join(web, "index.html");
    writeFileSync(file, INDEX.replace("<title>", '<meta name="build" content="2" /><title>'));
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    vi.setSystemTime(Date.now() + 5_000);
    const res = await supertest(ctx.app).get(`/recipes/${published}`).expect(200);
    writeFileSync(file, INDEX);
    expect(meta(res.text, "build")).toBe("2");
    expect(meta(res.text, "og:title")).toBeDefined();
  });
});

describe("GET /api/recipes/:id/card.png", () => {
  it("draws a 1200×630 PNG card, then answers 304 to a fetcher that has it", async () => {
    const res = await supertest(ctx.app)
      .get(`/api/recipes/${published}/card.png`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on("data", (c: Buffer) => chunks.push(c));
        r.on("end", () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toMatch(/public/);
    const { width, height, format } = await sharp(res.body as Buffer).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });

    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    await supertest(ctx.app).get(`/api/recipes/${published}/card.png`).set("If-None-Match", etag).expect(304);
  });

  it("makes a new card once a vote changes what it shows", async () => {
    const first = await supertest(ctx.app).get(`/api/recipes/${privateId}/card.png`).expect(200);
    await ctx.database.db
      .update(recipesTable)
      .set({ ratingSum: 9, ratingCount: 2 })
      .where(eq(recipesTable.id, privateId));
    const second = await supertest(ctx.app)
      .get(`/api/recipes/${privateId}/card.png`)
      .set("If-None-Match", first.headers.etag as string)
      .expect(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });

  it("answers 404 in the api's error shape for an unknown recipe or a malformed id", async () => {
    for (const id of ["4a1c6f0e-8d8f-4b38-9a51-5f3b9e0f2d11", "nao-existe"]) {
      const res = await supertest(ctx.app).get(`/api/recipes/${id}/card.png`).expect(404);
      expect(res.body).toMatchObject({ error: "not_found" });
    }
  });
});
